-- Issue 27 point 5 (152-FZ): the consent to personal data processing is a document of its own at
-- its own url, staff edit its text, and every form that takes personal data keeps who consented,
-- when, on which form and to which version of the text.
--
-- Every saved text is a version; the page row shows the latest, and a consent names the version
-- the shopper was shown, so a later edit never changes what an earlier consent agreed to.
CREATE TABLE consent_document_versions (
  version integer PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  -- NULL for the first text, which came with this migration.
  saved_by integer REFERENCES users (id) ON DELETE SET NULL
);

CREATE TABLE personal_data_consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  form text NOT NULL CHECK (
    form IN ('registration', 'checkout', 'review', 'corporate', 'subscription', 'stock_notice')
  ),
  document_version integer NOT NULL REFERENCES consent_document_versions (version),
  given_at timestamptz NOT NULL DEFAULT now(),
  -- Whom it came from: the signed-in user, else the contact the form took.
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  email text,
  phone text,
  -- What the form created, where there is such a row (the order, the review, the request).
  subject_id bigint
);
CREATE INDEX personal_data_consents_user_idx ON personal_data_consents (user_id, given_at DESC);

INSERT INTO consent_document_versions (version, title, content) VALUES (
  1,
  'Согласие на обработку персональных данных',
  '<p>Я, действуя свободно, своей волей и в своём интересе, даю согласие ООО «Хобби Хоум» (ИНН 7700000000, ОГРН 1157700000000, г. Москва, ул. Ткацкая, д. 5, стр. 3) на обработку моих персональных данных в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных».</p>'
  || '<p><b>Какие данные:</b> фамилия, имя, отчество; номер телефона; адрес электронной почты; адрес доставки; сведения о заказах; текст отзывов; фотографии, загруженные для изготовления товара на заказ.</p>'
  || '<p><b>Для чего:</b> регистрация и вход в личный кабинет; оформление, оплата, доставка и возврат заказов; ответы на обращения и заявки; публикация отзывов; уведомления о поступлении товара; рассылка новостей и предложений, если я на неё подписался.</p>'
  || '<p><b>Какие действия:</b> сбор, запись, систематизация, накопление, хранение, уточнение, извлечение, использование, передача (предоставление, доступ) службам доставки и платёжным организациям в объёме, нужном для исполнения заказа, обезличивание, блокирование, удаление, уничтожение — с использованием средств автоматизации и без них.</p>'
  || '<p><b>Срок:</b> согласие действует до достижения целей обработки или до его отзыва. Отозвать согласие можно письмом на <a href="mailto:info@hobby.test">info@hobby.test</a>; после отзыва данные будут удалены в течение 30 дней, кроме тех, которые магазин обязан хранить по закону.</p>'
);

INSERT INTO pages (path, type, title, content, seo, breadcrumbs)
SELECT '/soglasie-na-obrabotku-personalnyh-dannyh/', 'static', title, content,
       jsonb_build_object('title', title, 'h1', title,
                          'description', 'Согласие на обработку персональных данных покупателей интернет-магазина.'),
       jsonb_build_array(jsonb_build_object('title', title,
                                            'link', '/soglasie-na-obrabotku-personalnyh-dannyh/'))
  FROM consent_document_versions WHERE version = 1
ON CONFLICT (path) DO NOTHING;
