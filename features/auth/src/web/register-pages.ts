export { RegisterPage } from './register-page.tsx';
export { RegisterSuccessPage } from './register-success-page.tsx';
