import { getFeaturedProducts } from '@/lib/cms/products';

/** Placeholder home page: the real sections come with the catalogue pages. */
export default async function HomePage() {
  const products = await getFeaturedProducts();
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-primary text-2xl font-bold">Our Products</h1>
      <ul className="tab:grid-cols-4 mt-4 grid grid-cols-2 gap-4 xl:grid-cols-5">
        {products.map((p) => (
          <li key={p.id} className="rounded border p-3">
            <p className="font-medium">{p.name}</p>
            <p>${p.price.toFixed(2)}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
