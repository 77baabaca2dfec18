import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import {
  Form,
  Link,
  PasswordInput,
  SaveButton,
  TextInput,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import { API_URL, errorBody, errorMessage, httpClient } from './http';

interface SetupInfo {
  email: string;
  secret: string;
  otpauth_url: string;
}

type Loaded = { info: SetupInfo; qr: string } | { error: string };

/** The setup link's account and its new authenticator secret, with the secret drawn as a QR code. */
function useSetup(token: string): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    let live = true;
    httpClient(`${API_URL}/setup/${encodeURIComponent(token)}`)
      .then(async ({ json }) => {
        const info = json as SetupInfo;
        // The QR code's library is fetched only here, on the one page that draws one.
        const { toDataURL } = await import('qrcode');
        const qr = await toDataURL(info.otpauth_url, { margin: 1, width: 220 });
        if (live) setLoaded({ info, qr });
      })
      .catch((error: unknown) => live && setLoaded({ error: errorMessage(error) }));
    return () => {
      live = false;
    };
  }, [token]);
  return loaded;
}

function Enrol({ info, qr }: { info: SetupInfo; qr: string }) {
  return (
    <Box sx={{ textAlign: 'center', mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Scan this code with your authenticator app, or type the key below into it.
      </Typography>
      <img src={qr} width={220} height={220} alt="QR code for your authenticator app" />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Key: <code data-testid="totp-secret">{info.secret}</code>
      </Typography>
    </Box>
  );
}

function SetupForm({ token }: { token: string }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await httpClient(`${API_URL}/setup/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: JSON.stringify(values),
      });
      notify('Your account is ready: sign in with your password and a code.', { type: 'success' });
      redirect('/login');
    } catch (error) {
      const { errors } = errorBody(error);
      if (errors) return errors;
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Form onSubmit={submit} noValidate>
      <PasswordInput source="password" label="Password" autoComplete="new-password" validate={required()} />
      <PasswordInput
        source="confirm_password"
        label="Confirm password"
        autoComplete="new-password"
        validate={required()}
      />
      <TextInput
        source="code"
        label="Authenticator code"
        autoComplete="one-time-code"
        validate={required()}
      />
      <SaveButton label="Finish setup" fullWidth alwaysEnable />
    </Form>
  );
}

/** `#/setup/:token`: the page a setup link opens, outside the signed-in layout. */
export function SetupPage() {
  const { token = '' } = useParams();
  const loaded = useSetup(token);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Card sx={{ width: 380 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Set up your account
          </Typography>
          {!loaded && <CircularProgress aria-label="Loading" />}
          {loaded && 'error' in loaded && (
            <Alert severity="error">
              {loaded.error} <Link to="/login">Sign in</Link>
            </Alert>
          )}
          {loaded && 'info' in loaded && (
            <>
              <Typography sx={{ mb: 2 }}>{loaded.info.email}</Typography>
              <Enrol {...loaded} />
              <SetupForm token={token} />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
