import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, defaultI18nProvider } from 'react-admin';
import CategoryIcon from '@mui/icons-material/Category';
import ContactIcon from '@mui/icons-material/ContactMail';
import DescriptionIcon from '@mui/icons-material/Description';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory';
import PeopleIcon from '@mui/icons-material/People';
import StarIcon from '@mui/icons-material/Star';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { withShopWords } from './i18n';
import { OwnerOnlyOrNotFound } from './ui/owner-only-or-not-found';
import { ConsoleLayout } from './layout';
import { LoginPage } from './login-page';
import { SetupPage } from './setup-page';
import { consoleThemes } from './theme';
import { Dashboard } from './resources/dashboard/dashboard';
import { ConsoleResources } from './resources/console-resources';
import {
  CategoryCreate,
  CategoryEdit,
  CategoryList,
  ProductCreate,
  ProductEdit,
  ProductImport,
  ProductList,
} from './screens/catalogue';
import {
  BannerCreate,
  BannerEdit,
  BannerList,
  ChooseUsCreate,
  ChooseUsEdit,
  ChooseUsList,
  ContactEdit,
  PageEdit,
  PageList,
} from './screens/content';
import { AuditLogList, StaffCreate, StaffEdit, StaffList } from './screens/people-and-orders';

/** The shop's words for react-admin's notifications, and a staff member's 'owner only' screen. */
const wording = { i18nProvider: withShopWords(defaultI18nProvider), catchAll: OwnerOnlyOrNotFound };
/** The shop's words and its accessible themes (theme.ts, ADR 0049), given to <Admin> together. */
const shopLook = { ...wording, ...consoleThemes };

/**
 * The owner's console: one resource per kind of record the API serves under /api/admin. The sign-in page,
 * the setup page and the dashboard are in the first script; every other screen is loaded when first opened
 * (screens/, ADR 0048).
 */
export function App() {
  return (
    <Admin
      title="Himalayan Garden console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      {...shopLook}
      loginPage={LoginPage}
      layout={ConsoleLayout}
      dashboard={Dashboard}
      disableTelemetry
      requireAuth
    >
      {(role: string) => (
        <>
          {ConsoleResources()}
          <Resource
            name="products"
            list={ProductList}
            create={ProductCreate}
            edit={ProductEdit}
            icon={InventoryIcon}
          />
          <Resource
            name="categories"
            list={CategoryList}
            create={CategoryCreate}
            edit={CategoryEdit}
            icon={CategoryIcon}
          />
          <Resource
            name="banners"
            list={BannerList}
            create={BannerCreate}
            edit={BannerEdit}
            icon={ViewCarouselIcon}
          />
          <Resource
            name="choose-us"
            options={{ label: 'Why Choose Us' }}
            list={ChooseUsList}
            create={ChooseUsCreate}
            edit={ChooseUsEdit}
            icon={StarIcon}
          />
          <Resource name="pages" list={PageList} edit={PageEdit} icon={DescriptionIcon} />
          <Resource
            name="contact"
            options={{ label: 'Contact page' }}
            list={ContactEdit}
            icon={ContactIcon}
          />
          {role === 'owner' && (
            <Resource
              name="staff"
              options={{ label: 'Staff' }}
              list={StaffList}
              create={StaffCreate}
              edit={StaffEdit}
              icon={PeopleIcon}
            />
          )}
          <Resource
            name="audit-log"
            options={{ label: 'Audit log' }}
            list={AuditLogList}
            icon={HistoryIcon}
          />
        </>
      )}
      {/* Outside the role's function, which runs once signed in: the setup page opens before that. */}
      <CustomRoutes>
        <Route path="/products/import" element={<ProductImport />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/setup/:token" element={<SetupPage />} />
      </CustomRoutes>
    </Admin>
  );
}
