//! The service worker (public/sw.js) serves the app from its cache first, so after a new build is
//! deployed the open page, and the first load after it, still run the old build while the new
//! worker installs. When the new worker takes over, this says so and offers a reload, rather
//! than leaving the person on the old version unawares.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;

/// The page's service-worker container, where the browser has one (secure contexts only).
fn container() -> Option<web_sys::EventTarget> {
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::get(&navigator, &JsValue::from_str("serviceWorker"))
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null())
        .and_then(|c| c.dyn_into::<web_sys::EventTarget>().ok())
}

fn has_controller(container: &web_sys::EventTarget) -> bool {
    js_sys::Reflect::get(container, &JsValue::from_str("controller"))
        .is_ok_and(|c| !c.is_undefined() && !c.is_null())
}

/// "A new version is ready: Reload", when a new service worker takes over a page an older one
/// was serving. The first worker taking over a page (the first visit) is not news.
#[component]
pub fn UpdateNotice() -> impl IntoView {
    let ready = RwSignal::new(false);
    if let Some(container) = container() {
        let had_controller = std::cell::Cell::new(has_controller(&container));
        let on_change = Closure::<dyn Fn()>::new(move || {
            if had_controller.replace(true) {
                ready.set(true);
            }
        });
        let _ = container.add_event_listener_with_callback(
            "controllerchange",
            on_change.as_ref().unchecked_ref(),
        );
        // The listener lives as long as the page, like the app.
        on_change.forget();
    }
    view! {
        <Show when=move || ready.get()>
            <section class="banner done" role="status" aria-label="Update">
                <p>"A new version of Protoplay is ready. Your tables are saved; reload to use it."</p>
                <button on:click=move |_| {
                    if let Some(w) = web_sys::window() {
                        let _ = w.location().reload();
                    }
                }>"Reload"</button>
            </section>
        </Show>
    }
}
