/**
 * A viewport's worth of page for the cookie notice's stories to lie over, so the screenshot of
 * the story root holds the fixed notice at the viewport's bottom.
 */
export function PageBehindNotice() {
  return (
    <main style={{ minHeight: '100vh', padding: 16 }}>
      <h1>Картины по номерам</h1>
      <p>
        Наборы для рисования по номерам с холстом на подрамнике, красками и кистями. Подходят для
        начинающих и опытных художников.
      </p>
    </main>
  );
}
