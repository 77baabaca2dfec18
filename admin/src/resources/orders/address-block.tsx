import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

interface Address {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

interface WithAddresses {
  addresses: { shipping: Address; billing: Address; billing_same_as_shipping: boolean };
}

function Lines({ title, address }: { title: string; address: Address }) {
  return (
    <Box sx={{ minWidth: 220 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Typography variant="body2" component="div">
        {[
          address.name,
          address.line1,
          address.line2,
          `${address.city}, ${address.state} ${address.postal_code}`,
          address.country,
        ]
          .filter(Boolean)
          .map((line, i) => (
            <div key={i}>{line}</div>
          ))}
      </Typography>
    </Box>
  );
}

/** The shipping address and the billing one (or a note that it is the same). */
export function AddressBlock() {
  const record = useRecordContext<WithAddresses & { id: number }>();
  if (!record?.addresses) return null;
  const { shipping, billing, billing_same_as_shipping: same } = record.addresses;
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      <Lines title="Shipping" address={shipping} />
      {same ? (
        <Typography variant="body2">Billing: same as shipping</Typography>
      ) : (
        <Lines title="Billing" address={billing} />
      )}
    </Box>
  );
}
