/** Card brands the shop accepts, drawn inline (no image requests), each with an accessible name. */

const CARD = 'h-8 w-12 rounded-[4px] shadow-sm';

function Visa() {
  return (
    <svg role="img" aria-label="Visa" viewBox="0 0 48 32" className={CARD}>
      <title>Visa</title>
      <rect width="48" height="32" rx="4" fill="#1A1F71" />
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="900"
        fill="#fff"
      >
        VISA
      </text>
    </svg>
  );
}

function Mastercard() {
  return (
    <svg role="img" aria-label="Mastercard" viewBox="0 0 48 32" className={CARD}>
      <title>Mastercard</title>
      <rect width="48" height="32" rx="4" fill="#252525" />
      <circle cx="19" cy="16" r="9" fill="#EB001B" />
      <circle cx="29" cy="16" r="9" fill="#F79E1B" />
      <path d="M24 8.4a9 9 0 0 1 0 15.2 9 9 0 0 1 0-15.2Z" fill="#FF5F00" />
    </svg>
  );
}

function Amex() {
  return (
    <svg role="img" aria-label="American Express" viewBox="0 0 48 32" className={CARD}>
      <title>American Express</title>
      <rect width="48" height="32" rx="4" fill="#2E77BC" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="10"
        fontWeight="900"
        fill="#fff"
        letterSpacing="0.5"
      >
        AMEX
      </text>
    </svg>
  );
}

function Discover() {
  return (
    <svg role="img" aria-label="Discover" viewBox="0 0 48 32" className={CARD}>
      <title>Discover</title>
      <rect width="48" height="32" rx="4" fill="#fff" />
      <path d="M20 32h24a4 4 0 0 0 4-4V17C40 25 30 30 20 32Z" fill="#F48120" />
      <text
        x="4"
        y="17.5"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="6.5"
        fontWeight="700"
        fill="#231F20"
      >
        DISC
      </text>
      <circle cx="24.6" cy="15.3" r="3" fill="#F48120" />
      <text
        x="28"
        y="17.5"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="6.5"
        fontWeight="700"
        fill="#231F20"
      >
        VER
      </text>
    </svg>
  );
}

export function PaymentLogos() {
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Accepted payment methods">
      <li>
        <Visa />
      </li>
      <li>
        <Mastercard />
      </li>
      <li>
        <Amex />
      </li>
      <li>
        <Discover />
      </li>
    </ul>
  );
}
