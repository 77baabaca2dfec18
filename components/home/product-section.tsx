import type { ReactNode } from 'react';
import { ProductGrid } from '@/components/product/product-grid';
import type { Product } from '@common/contract';
import { SectionHeading } from '@/components/ui/section-heading';

interface ProductSectionProps {
  id: string;
  title: string;
  products: Product[];
  action?: ReactNode;
  priorityCount?: number;
}

/** A titled product grid on the home page. */
export function ProductSection({ id, title, products, action, priorityCount }: ProductSectionProps) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <SectionHeading id={id} action={action}>
        {title}
      </SectionHeading>
      <ProductGrid products={products} priorityCount={priorityCount} />
    </section>
  );
}
