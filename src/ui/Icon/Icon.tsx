import type { SVGProps } from 'react';
import styled from 'styled-components';
import { icons, type IconDefinition, type IconName } from './icons';
import { parseViewBox } from './viewBox';

const Svg = styled.svg`
  flex: none;
  display: inline-block;
  vertical-align: middle;
  &[data-rotate='90'] {
    transform: rotate(90deg);
  }
  &[data-rotate='180'] {
    transform: rotate(180deg);
  }
  &[data-rotate='270'] {
    transform: rotate(270deg);
  }
`;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name' | 'rotate'> {
  /** Which icon of the set. */
  name: IconName;
  /** Width and height in px. */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative (aria-hidden), which is right when a
   * button or link around it already has a name.
   */
  title?: string;
  /** Clockwise turn in degrees, e.g. a chevron pointing right is `rotate={270}`. */
  rotate?: 0 | 90 | 180 | 270;
  /** Fill the outline with the current colour (a chosen star, a favorite heart). */
  filled?: boolean;
}

/** One icon of the shop's set, drawn in the current text colour. */
export function Icon({
  name,
  size = 24,
  title,
  rotate = 0,
  filled = false,
  ...svgProps
}: IconProps) {
  const icon: IconDefinition = icons[name];
  const [minX, minY, width, height] = parseViewBox(icon.viewBox, name);
  const solid = filled || icon.filled === true;
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <Svg
      width={size}
      height={size}
      viewBox={`${minX} ${minY} ${width} ${height}`}
      fill={solid ? 'currentColor' : 'none'}
      stroke={icon.filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      data-rotate={rotate || undefined}
      {...label}
      {...svgProps}
    >
      {icon.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </Svg>
  );
}
