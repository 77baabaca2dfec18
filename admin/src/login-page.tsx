import { Typography } from '@mui/material';
import { Login, LoginForm, PasswordInput, TextInput, required } from 'react-admin';

/**
 * Sign-in: always email, password and the authenticator's current code, each with a visible label.
 * react-admin's LoginForm calls authProvider.login and shows the API's one message on any mistake. The
 * page's one h1 names the console, as the title of every signed-in screen does.
 */
export function LoginPage() {
  return (
    <Login>
      <Typography component="h1" variant="h6" align="center" sx={{ mt: 1 }}>
        Himalayan Garden console
      </Typography>
      <LoginForm>
        <TextInput source="email" label="Email" type="email" autoComplete="username" validate={required()} />
        <PasswordInput
          source="password"
          label="Password"
          autoComplete="current-password"
          validate={required()}
        />
        <TextInput
          source="code"
          label="Authenticator code"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          validate={required()}
        />
      </LoginForm>
    </Login>
  );
}
