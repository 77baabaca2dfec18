import { lazyScreen } from '../lazy-screen';

/* The catalogue's screens, each module fetched the first time one of its screens opens. */

const products = () => import('../resources/products');
export const ProductList = lazyScreen(products, 'ProductList');
export const ProductCreate = lazyScreen(products, 'ProductCreate');
export const ProductEdit = lazyScreen(products, 'ProductEdit');
export const ProductImport = lazyScreen(() => import('../resources/product-import'), 'ProductImport');

const categories = () => import('../resources/categories');
export const CategoryList = lazyScreen(categories, 'CategoryList');
export const CategoryCreate = lazyScreen(categories, 'CategoryCreate');
export const CategoryEdit = lazyScreen(categories, 'CategoryEdit');
