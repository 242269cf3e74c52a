/** Small stroke icons; always decorative (aria-hidden), the control carries the name. */
type IconProps = { className?: string }

function Icon({ className, d }: IconProps & { d: string }) {
  return (
    <svg
      className={className}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}

export const ArrowLeftIcon = (props: IconProps) => <Icon {...props} d="M13 8H3m4-4L3 8l4 4" />
export const CloseIcon = (props: IconProps) => <Icon {...props} d="M4 4l8 8m0-8l-8 8" />
export const ChevronUpIcon = (props: IconProps) => <Icon {...props} d="M4 10l4-4 4 4" />
export const ChevronDownIcon = (props: IconProps) => <Icon {...props} d="M4 6l4 4 4-4" />
