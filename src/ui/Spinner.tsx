import styles from './Spinner.module.css'

/** A small turning ring, hidden from screen readers: what is being waited for is said in text or aria-busy. */
export function Spinner() {
  return <span aria-hidden="true" className={styles.spinner} />
}
