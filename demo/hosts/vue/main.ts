/** The Vue 3 host page: a Vue app that embeds `<entity-list>` and `<entity-form>`. */
import { createApp } from 'vue';
import { CustomerDesk } from './customer-desk.ts';

createApp(CustomerDesk).mount('#app');
