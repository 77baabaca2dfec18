import { fireEvent, render, screen } from '@testing-library/react';
import { AddressFieldset, type AddressFieldSpec } from './address-fieldset';

type Key = 'name' | 'postal_code' | 'country';
const fields: AddressFieldSpec<Key>[] = [
  { key: 'name', label: 'Billing name', autoComplete: 'billing name', required: true, wide: true },
  {
    key: 'postal_code',
    label: 'ZIP code',
    typed: (v) => v.replace(/\D/g, ''),
    alsoInvalidAs: ['address-element'],
  },
  { key: 'country', label: 'Country', options: [{ code: 'NP', name: 'Nepal' }] },
];
const values = { name: 'Asha', postal_code: '10001', country: 'NP' };

function renderWith(invalid: string | null, onChange = jest.fn()) {
  render(
    <form>
      <AddressFieldset
        fields={fields}
        values={values}
        onChange={onChange}
        invalid={invalid}
        invalidPrefix="billing."
      />
    </form>,
  );
  return onChange;
}

it('labels each field, with its autofill token, and a select for a field with options', () => {
  renderWith(null);
  expect(screen.getByLabelText('Billing name')).toHaveAttribute('autocomplete', 'billing name');
  expect(screen.getByLabelText('Billing name')).toBeRequired();
  expect(screen.getByLabelText('Country').tagName).toBe('SELECT');
  expect(screen.getByLabelText('Country')).toHaveValue('NP');
});

it('passes typed text through the field’s filter and reports only that field', () => {
  const onChange = renderWith(null);
  fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '12a34' } });
  expect(onChange).toHaveBeenCalledWith({ postal_code: '1234' });
});

it('marks the field the check stopped at, under the form’s prefix or another name', () => {
  renderWith('billing.name');
  expect(screen.getByLabelText('Billing name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('ZIP code')).not.toHaveAttribute('aria-invalid');
});

it('marks a field reported under a provider element’s name', () => {
  renderWith('address-element');
  expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Billing name')).not.toHaveAttribute('aria-invalid');
});
