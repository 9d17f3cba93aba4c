import { Link } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { AddProductForm } from '../components/add-product-form';

/** /dashboard/addProduct (admin). */
export function AddProductPage() {
  return (
    <Page
      title="Add Product"
      intro={
        <>
          A saved product shows in the shop at once. Edit or remove products in{' '}
          <Link to={paths.dashboard.manageProducts.getHref()} className="link">
            Manage Products
          </Link>
          .
        </>
      }
    >
      <div className="max-w-3xl">
        <AddProductForm />
      </div>
    </Page>
  );
}
