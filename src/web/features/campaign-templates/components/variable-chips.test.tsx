// @vitest-environment jsdom

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VariableChips } from './variable-chips';

describe('VariableChips', () => {
  it('lists each variable in braces', () => {
    render(<VariableChips names={['marca', 'producto']} />);
    const list = screen.getByRole('list', { name: 'Variables' });
    expect(list).toHaveTextContent('{marca}{producto}');
  });

  it('says «Sin variables» for a template that uses none, instead of an empty cell', () => {
    render(<VariableChips names={[]} />);
    expect(screen.getByText('Sin variables')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
