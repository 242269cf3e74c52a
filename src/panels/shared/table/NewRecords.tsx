import styles from './DataTable.module.css'

/** Records that matched since the table's page was read ('3 new orders'), and the button that shows them. */
export function NewRecords({ news }: { news: { text: string; onShow: () => void } }) {
  return (
    <span className={styles.news} role="status">
      {news.text}{' '}
      <button type="button" className={styles.newsButton} onClick={news.onShow}>
        Show
      </button>
    </span>
  )
}
