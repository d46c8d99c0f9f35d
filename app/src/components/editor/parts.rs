//! The editor's lists of components: decks, card types (fields and face), zones, counters, dice,
//! trackers and terrains. Each row edits one item of the draft by its position.

use leptos::prelude::*;
use protoplay_engine::def::{
    CounterType, DieDef, DieFace, GameDef, Owner, Terrain, TrackerDef, Visibility, ZoneDef,
    ZoneLayout,
};
use protoplay_engine::import::{deck_to_csv, plural};

use crate::state::authoring::{fresh_id, remove_terrain, slug};
use crate::state::editor::use_editor;
use crate::state::{storage, use_store};

use super::fields::{
    check_field, colour_field, num_field, opt_num_field, owner_from, owner_options, owner_value,
    select_field, text_field,
};

fn new_id(taken: Vec<String>, base: &str) -> String {
    fresh_id(taken.iter().map(String::as_str), &slug(base))
}

/// Decks: name, starting zone, shuffle, and the ways out: CSV and the print sheet.
#[component]
pub fn Decks() -> impl IntoView {
    let store = use_store();
    let ed = use_editor();
    let count = move || ed.draft.with(|d| d.decks.len());
    // What a deck says when the rules do not read it comes from the game's rules map, a part
    // of the page of its own: fetched once the draft is a ruled game's and its rules are here,
    // and said when it fails.
    let map_here = Trigger::new();
    let rules_of = Memo::new(move |_| ed.draft.with(|d| d.rules.clone()));
    Effect::new(move |_| {
        store.rules_held.track();
        let Some(rules) = rules_of.get() else {
            return;
        };
        if crate::rules::held_map(&rules).is_some() || !crate::rules::held(&rules) {
            return;
        }
        leptos::task::spawn_local(async move {
            match crate::rules::rules_map(&rules).await {
                Ok(_) => map_here.notify(),
                Err(crate::rules::NotLoaded(why)) => ed.status.set(Some(format!(
                    "What the rules do not read could not be said beside the decks: the game's rules map did not load ({why})."
                ))),
            }
        });
    });
    view! {
        <section class="panel editor-section" aria-labelledby="ed-decks">
            <h2 id="ed-decks">"Decks"</h2>
            <Show when=move || count() == 0>
                <p class="empty">"No decks yet: paste or upload a card list above to make one."</p>
            </Show>
            <ul class="item-list">
                <For each=move || 0..count() key=|i| *i let:i>
                    {
                        let deck_name = move || ed.draft.with(|d| d.decks.get(i).map(|x| x.name.clone()).unwrap_or_default());
                        let deck_id = move || ed.draft.with(|d| d.decks.get(i).map(|x| x.id.clone()).unwrap_or_default());
                        view! {
                            <li class="row" role="group" aria-label=move || format!("Deck {}", deck_name())>
                                {text_field("Name", format!("Deck {} name", i + 1),
                                    move |d| d.decks.get(i).map(|x| x.name.clone()),
                                    move |d, v| if let Some(x) = d.decks.get_mut(i) { x.name = v })}
                                {select_field("Starts in", format!("Deck {} starts in", i + 1),
                                    |d| d.zones.iter().filter(|z| z.owner == Owner::Shared).map(|z| (z.id.clone(), z.name.clone())).collect(),
                                    move |d| d.decks.get(i).map(|x| x.zone.clone()),
                                    move |d, v| if let Some(x) = d.decks.get_mut(i) { x.zone = v })}
                                {check_field("Shuffle at set-up", format!("Shuffle deck {} at set-up", i + 1),
                                    move |d| d.decks.get(i).map(|x| x.shuffle),
                                    move |d, v| if let Some(x) = d.decks.get_mut(i) { x.shuffle = v })}
                                <span class="meta">{move || ed.draft.with(|d| d.decks.get(i).map(|x| {
                                    let ty = d.card_type(&x.card_type).map_or(x.card_type.clone(), |t| t.name.clone());
                                    format!("{} in {} · card type {ty}", plural(x.size(), "card", "cards"), plural(x.cards.len(), "line", "lines"))
                                }))}</span>
                                {move || { map_here.track(); ed.draft.with(|d| crate::render::rules_map::unread_notes(d, &deck_id())) }
                                    .into_iter().map(|n| view! { <p class="hint unread-note">{n}</p> }).collect_view()}
                                <button aria-label=move || format!("Export {} as CSV", deck_name()) on:click=move |_| {
                                    let id = deck_id();
                                    let result = ed.draft.with_untracked(|d| deck_to_csv(d, &id).map_err(|e| e.to_string()));
                                    let outcome = result.and_then(|text| storage::download(&format!("{id}.csv"), &text));
                                    if let Err(e) = outcome {
                                        ed.status.set(Some(format!("The deck could not be exported: {e}")));
                                    }
                                }>"Export CSV"</button>
                                <button aria-label=move || format!("Print sheet of {}", deck_name())
                                    on:click=move |_| ed.print(store, &deck_id())>"Print sheet"</button>
                                <button aria-label=move || format!("Remove deck {}", deck_name())
                                    on:click=move |_| ed.draft.update(|d| if i < d.decks.len() { d.decks.remove(i); })>"Remove"</button>
                            </li>
                        }
                    }
                </For>
            </ul>
        </section>
    }
}

fn field_options(d: &GameDef, i: usize) -> Vec<(String, String)> {
    let mut out = vec![(String::new(), "(none)".to_string())];
    if let Some(t) = d.card_types.get(i) {
        out.extend(t.fields.iter().map(|f| (f.clone(), f.clone())));
    }
    out
}

/// Card types: their fields (renamed, added, removed together with every card's value) and which
/// fields the face shows as title, type line, text and corner values.
#[component]
pub fn CardTypes() -> impl IntoView {
    let count = move || use_editor().draft.with(|d| d.card_types.len());
    view! {
        <section class="panel editor-section" aria-labelledby="ed-types">
            <h2 id="ed-types">"Card types and faces"</h2>
            <Show when=move || count() == 0>
                <p class="empty">"A card list makes its card type; its columns become the fields."</p>
            </Show>
            <ul class="item-list">
                <For each=move || 0..count() key=|i| *i let:i>
                    <CardTypeRow i=i/>
                </For>
            </ul>
        </section>
    }
}

#[component]
fn CardTypeRow(i: usize) -> impl IntoView {
    let ed = use_editor();
    let type_name = move || {
        ed.draft.with(|d| {
            d.card_types
                .get(i)
                .map(|t| t.name.clone())
                .unwrap_or_default()
        })
    };
    let fields = move || {
        ed.draft
            .with(|d| d.card_types.get(i).map(|t| t.fields.len()).unwrap_or(0))
    };
    let role = move |label: &'static str,
                     pick: fn(&mut protoplay_engine::def::CardFace) -> &mut Option<String>,
                     read: fn(&protoplay_engine::def::CardFace) -> Option<String>| {
        select_field(
            label,
            format!("Card type {} face: {label}", i + 1),
            move |d| field_options(d, i),
            move |d| {
                d.card_types
                    .get(i)
                    .map(|t| read(&t.face).unwrap_or_default())
            },
            move |d, v| {
                if let Some(t) = d.card_types.get_mut(i) {
                    *pick(&mut t.face) = (!v.is_empty()).then_some(v);
                }
            },
        )
    };
    view! {
        <li class="card-type" role="group" aria-label=move || format!("Card type {}", type_name())>
            <div class="row">
                {text_field("Name", format!("Card type {} name", i + 1),
                    move |d| d.card_types.get(i).map(|t| t.name.clone()),
                    move |d, v| if let Some(t) = d.card_types.get_mut(i) { t.name = v })}
            </div>
            <fieldset>
                <legend>"Fields"</legend>
                <For each=move || 0..fields() key=|f| *f let:f>
                    <span class="field-item">
                        {text_field("", format!("Card type {} field {}", i + 1, f + 1),
                            move |d| d.card_types.get(i).and_then(|t| t.fields.get(f).cloned()),
                            move |d, v| rename_field(d, i, f, v))}
                        <button aria-label=format!("Remove field {} of card type {}", f + 1, i + 1)
                            on:click=move |_| ed.draft.update(|d| remove_field(d, i, f))>"×"</button>
                    </span>
                </For>
                <button on:click=move |_| ed.draft.update(|d| add_field(d, i))
                    aria-label=format!("Add a field to card type {}", i + 1)>"Add field"</button>
            </fieldset>
            <fieldset class="face">
                <legend>"Card face"</legend>
                {role("Title", |f| &mut f.title, |f| f.title.clone())}
                {role("Type line", |f| &mut f.kind, |f| f.kind.clone())}
                {role("Text", |f| &mut f.text, |f| f.text.clone())}
                <span class="field-name">"Corner values:"</span>
                <For each=move || 0..fields() key=|f| *f let:f>
                    {
                        let field = move || ed.draft.with(|d| d.card_types.get(i).and_then(|t| t.fields.get(f).cloned()).unwrap_or_default());
                        view! {
                            <label class="field check">
                                <input type="checkbox" aria-label=move || format!("Show {} in a corner", field())
                                    prop:checked=move || ed.draft.with(|d| d.card_types.get(i).is_some_and(|t| t.face.corners.contains(&field())))
                                    on:change=move |ev| {
                                        let on = event_target_checked(&ev);
                                        let name = field();
                                        ed.draft.update(|d| if let Some(t) = d.card_types.get_mut(i) {
                                            t.face.corners.retain(|c| *c != name);
                                            if on {
                                                t.face.corners.push(name);
                                            }
                                        });
                                    }/>
                                {field}
                            </label>
                        }
                    }
                </For>
            </fieldset>
        </li>
    }
}

fn rename_field(d: &mut GameDef, i: usize, f: usize, v: String) {
    let Some(t) = d.card_types.get_mut(i) else {
        return;
    };
    let Some(old) = t.fields.get(f).cloned() else {
        return;
    };
    t.fields[f] = v.clone();
    let face = &mut t.face;
    for slot in [&mut face.title, &mut face.kind, &mut face.text] {
        if slot.as_deref() == Some(old.as_str()) {
            *slot = Some(v.clone());
        }
    }
    for c in &mut face.corners {
        if *c == old {
            *c = v.clone();
        }
    }
}

fn add_field(d: &mut GameDef, i: usize) {
    let Some(t) = d.card_types.get_mut(i) else {
        return;
    };
    let name = fresh_id(t.fields.iter().map(String::as_str), "field");
    t.fields.push(name);
    let id = t.id.clone();
    for deck in d.decks.iter_mut().filter(|x| x.card_type == id) {
        for card in &mut deck.cards {
            card.values.push(String::new());
        }
    }
}

fn remove_field(d: &mut GameDef, i: usize, f: usize) {
    let Some(t) = d.card_types.get_mut(i) else {
        return;
    };
    if f >= t.fields.len() {
        return;
    }
    let old = t.fields.remove(f);
    let face = &mut t.face;
    for slot in [&mut face.title, &mut face.kind, &mut face.text] {
        if slot.as_deref() == Some(old.as_str()) {
            *slot = None;
        }
    }
    face.corners.retain(|c| *c != old);
    let id = t.id.clone();
    for deck in d.decks.iter_mut().filter(|x| x.card_type == id) {
        for card in &mut deck.cards {
            if f < card.values.len() {
                card.values.remove(f);
            }
        }
    }
}

/// Zones: owner, layout, face up, who sees them.
#[component]
pub fn Zones() -> impl IntoView {
    let ed = use_editor();
    let count = move || ed.draft.with(|d| d.zones.len());
    view! {
        <section class="panel editor-section" aria-labelledby="ed-zones">
            <h2 id="ed-zones">"Zones"</h2>
            <ul class="item-list">
                <For each=move || 0..count() key=|i| *i let:i>
                    <li class="row" role="group" aria-label=move || format!("Zone {}", ed.draft.with(|d| d.zones.get(i).map(|z| z.name.clone()).unwrap_or_default()))>
                        {text_field("Name", format!("Zone {} name", i + 1),
                            move |d| d.zones.get(i).map(|z| z.name.clone()),
                            move |d, v| if let Some(z) = d.zones.get_mut(i) { z.name = v })}
                        {select_field("Owner", format!("Zone {} owner", i + 1), owner_options,
                            move |d| d.zones.get(i).map(|z| owner_value(z.owner)),
                            move |d, v| if let Some(z) = d.zones.get_mut(i) { z.owner = owner_from(&v) })}
                        {select_field("Layout", format!("Zone {} layout", i + 1),
                            |_| vec![("pile".into(), "Pile".into()), ("hand".into(), "Hand".into()), ("row".into(), "Row".into())],
                            move |d| d.zones.get(i).map(|z| match z.layout { ZoneLayout::Pile => "pile", ZoneLayout::Hand => "hand", ZoneLayout::Row => "row" }.to_string()),
                            move |d, v| if let Some(z) = d.zones.get_mut(i) {
                                z.layout = match v.as_str() { "hand" => ZoneLayout::Hand, "row" => ZoneLayout::Row, _ => ZoneLayout::Pile };
                            })}
                        {check_field("Face up", format!("Zone {} cards face up", i + 1),
                            move |d| d.zones.get(i).map(|z| z.face_up),
                            move |d, v| if let Some(z) = d.zones.get_mut(i) { z.face_up = v })}
                        {select_field("Who sees faces", format!("Zone {} visibility", i + 1),
                            |_| vec![("everyone".into(), "Everyone".into()), ("owner".into(), "Only its owner".into()), ("nobody".into(), "Nobody".into())],
                            move |d| d.zones.get(i).map(|z| match z.visibility { Visibility::Everyone => "everyone", Visibility::Owner => "owner", Visibility::Nobody => "nobody" }.to_string()),
                            move |d, v| if let Some(z) = d.zones.get_mut(i) {
                                z.visibility = match v.as_str() { "owner" => Visibility::Owner, "nobody" => Visibility::Nobody, _ => Visibility::Everyone };
                            })}
                        <button aria-label=format!("Remove zone {}", i + 1)
                            on:click=move |_| ed.draft.update(|d| if i < d.zones.len() { d.zones.remove(i); })>"Remove"</button>
                    </li>
                </For>
            </ul>
            <button on:click=move |_| ed.draft.update(|d| {
                let id = new_id(d.zones.iter().map(|z| z.id.clone()).collect(), "zone");
                d.zones.push(ZoneDef { id, name: "New zone".into(), owner: Owner::Shared, layout: ZoneLayout::Row, face_up: true, visibility: Visibility::Everyone });
            })>"Add zone"</button>
        </section>
    }
}

/// Counters: name, short label, colour, owned by players or not.
#[component]
pub fn Counters() -> impl IntoView {
    let ed = use_editor();
    let count = move || ed.draft.with(|d| d.counters.len());
    view! {
        <section class="panel editor-section" aria-labelledby="ed-counters">
            <h2 id="ed-counters">"Counters"</h2>
            <ul class="item-list">
                <For each=move || 0..count() key=|i| *i let:i>
                    <li class="row" role="group" aria-label=format!("Counter {}", i + 1)>
                        {text_field("Name", format!("Counter {} name", i + 1),
                            move |d| d.counters.get(i).map(|c| c.name.clone()),
                            move |d, v| if let Some(c) = d.counters.get_mut(i) { c.name = v })}
                        {text_field("Label", format!("Counter {} label", i + 1),
                            move |d| d.counters.get(i).map(|c| c.label.clone()),
                            move |d, v| if let Some(c) = d.counters.get_mut(i) { c.label = v })}
                        {colour_field("Colour", format!("Counter {} colour", i + 1),
                            move |d| d.counters.get(i).map(|c| c.colour.clone()),
                            move |d, v| if let Some(c) = d.counters.get_mut(i) { c.colour = v })}
                        {check_field("Owned by a player", format!("Counter {} owned by a player", i + 1),
                            move |d| d.counters.get(i).map(|c| c.owned),
                            move |d, v| if let Some(c) = d.counters.get_mut(i) { c.owned = v })}
                        <button aria-label=format!("Remove counter {}", i + 1)
                            on:click=move |_| ed.draft.update(|d| if i < d.counters.len() { d.counters.remove(i); })>"Remove"</button>
                    </li>
                </For>
            </ul>
            <button on:click=move |_| ed.draft.update(|d| {
                let id = new_id(d.counters.iter().map(|c| c.id.clone()).collect(), "counter");
                d.counters.push(CounterType { id, name: "Counter".into(), label: "C".into(), colour: "#f2a900".into(), owned: false });
            })>"Add counter"</button>
        </section>
    }
}

/// Dice: standard dN, or custom faces with label, colour and value (faces may repeat).
#[component]
pub fn Dice() -> impl IntoView {
    let ed = use_editor();
    let count = move || ed.draft.with(|d| d.dice.len());
    let sides = RwSignal::new(6u32);
    view! {
        <section class="panel editor-section" aria-labelledby="ed-dice">
            <h2 id="ed-dice">"Dice"</h2>
            <ul class="item-list">
                <For each=move || 0..count() key=|i| *i let:i>
                    <DieRow i=i/>
                </For>
            </ul>
            <div class="row">
                <label class="field">
                    <span class="field-name">"Sides"</span>
                    <input type="number" min="1" max="100" aria-label="Sides of a standard die"
                        prop:value=move || sides.get().to_string()
                        on:input=move |ev| { if let Ok(n) = event_target_value(&ev).parse::<u32>() { sides.set(n.clamp(1, 100)) } }/>
                </label>
                <button on:click=move |_| ed.draft.update(|d| {
                    let mut die = DieDef::standard(sides.get_untracked().clamp(1, 100));
                    die.id = new_id(d.dice.iter().map(|x| x.id.clone()).collect(), &die.id);
                    d.dice.push(die);
                })>"Add standard die"</button>
                <button on:click=move |_| ed.draft.update(|d| {
                    let id = new_id(d.dice.iter().map(|x| x.id.clone()).collect(), "custom-die");
                    let face = |label: &str, colour: &str| DieFace { label: label.into(), colour: Some(colour.into()), value: None };
                    d.dice.push(DieDef { id, name: "Custom die".into(), faces: vec![face("Green", "#2e7d32"), face("Green", "#2e7d32"), face("Red", "#c62828")] });
                })>"Add custom die"</button>
            </div>
        </section>
    }
}

#[component]
fn DieRow(i: usize) -> impl IntoView {
    let ed = use_editor();
    let faces = move || {
        ed.draft
            .with(|d| d.dice.get(i).map(|x| x.faces.len()).unwrap_or(0))
    };
    view! {
        <li class="die" role="group" aria-label=format!("Die {}", i + 1)>
            <div class="row">
                {text_field("Name", format!("Die {} name", i + 1),
                    move |d| d.dice.get(i).map(|x| x.name.clone()),
                    move |d, v| if let Some(x) = d.dice.get_mut(i) { x.name = v })}
                <button aria-label=format!("Remove die {}", i + 1)
                    on:click=move |_| ed.draft.update(|d| if i < d.dice.len() { d.dice.remove(i); })>"Remove die"</button>
            </div>
            <ol class="faces">
                <For each=move || 0..faces() key=|f| *f let:f>
                    <li class="row">
                        {text_field("Face", format!("Die {} face {} label", i + 1, f + 1),
                            move |d| d.dice.get(i).and_then(|x| x.faces.get(f)).map(|x| x.label.clone()),
                            move |d, v| if let Some(x) = d.dice.get_mut(i).and_then(|x| x.faces.get_mut(f)) { x.label = v })}
                        {check_field("Coloured", format!("Die {} face {} has a colour", i + 1, f + 1),
                            move |d| d.dice.get(i).and_then(|x| x.faces.get(f)).map(|x| x.colour.is_some()),
                            move |d, v| if let Some(x) = d.dice.get_mut(i).and_then(|x| x.faces.get_mut(f)) {
                                x.colour = v.then(|| "#2e7d32".to_string());
                            })}
                        <Show when=move || ed.draft.with(|d| d.dice.get(i).and_then(|x| x.faces.get(f)).is_some_and(|x| x.colour.is_some()))>
                            {colour_field("Colour", format!("Die {} face {} colour", i + 1, f + 1),
                                move |d| d.dice.get(i).and_then(|x| x.faces.get(f)).and_then(|x| x.colour.clone()),
                                move |d, v| if let Some(x) = d.dice.get_mut(i).and_then(|x| x.faces.get_mut(f)) { x.colour = Some(v) })}
                        </Show>
                        {opt_num_field("Value", format!("Die {} face {} value", i + 1, f + 1),
                            move |d| d.dice.get(i).and_then(|x| x.faces.get(f)).map(|x| x.value),
                            move |d, v: Option<i32>| if let Some(x) = d.dice.get_mut(i).and_then(|x| x.faces.get_mut(f)) { x.value = v })}
                        <button aria-label=format!("Repeat die {} face {}", i + 1, f + 1)
                            on:click=move |_| ed.draft.update(|d| if let Some(x) = d.dice.get_mut(i) && let Some(face) = x.faces.get(f).cloned() {
                                x.faces.insert(f + 1, face);
                            })>"Repeat"</button>
                        <button aria-label=format!("Remove die {} face {}", i + 1, f + 1)
                            on:click=move |_| ed.draft.update(|d| if let Some(x) = d.dice.get_mut(i) && f < x.faces.len() {
                                x.faces.remove(f);
                            })>"Remove"</button>
                    </li>
                </For>
            </ol>
            <button aria-label=format!("Add a face to die {}", i + 1) on:click=move |_| ed.draft.update(|d| if let Some(x) = d.dice.get_mut(i) {
                let n = x.faces.len() + 1;
                x.faces.push(DieFace { label: n.to_string(), colour: None, value: i32::try_from(n).ok() });
            })>"Add face"</button>
        </li>
    }
}

/// Trackers: owner, start and bounds.
#[component]
pub fn Trackers() -> impl IntoView {
    let ed = use_editor();
    let count = move || ed.draft.with(|d| d.trackers.len());
    view! {
        <section class="panel editor-section" aria-labelledby="ed-trackers">
            <h2 id="ed-trackers">"Trackers"</h2>
            <ul class="item-list">
                <For each=move || 0..count() key=|i| *i let:i>
                    <li class="row" role="group" aria-label=format!("Tracker {}", i + 1)>
                        {text_field("Name", format!("Tracker {} name", i + 1),
                            move |d| d.trackers.get(i).map(|t| t.name.clone()),
                            move |d, v| if let Some(t) = d.trackers.get_mut(i) { t.name = v })}
                        {select_field("Owner", format!("Tracker {} owner", i + 1), owner_options,
                            move |d| d.trackers.get(i).map(|t| owner_value(t.owner)),
                            move |d, v| if let Some(t) = d.trackers.get_mut(i) { t.owner = owner_from(&v) })}
                        {num_field("Start", format!("Tracker {} start", i + 1),
                            move |d| d.trackers.get(i).map(|t| t.start),
                            move |d, v: i64| if let Some(t) = d.trackers.get_mut(i) { t.start = v })}
                        {opt_num_field("Min", format!("Tracker {} minimum", i + 1),
                            move |d| d.trackers.get(i).map(|t| t.min),
                            move |d, v: Option<i64>| if let Some(t) = d.trackers.get_mut(i) { t.min = v })}
                        {opt_num_field("Max", format!("Tracker {} maximum", i + 1),
                            move |d| d.trackers.get(i).map(|t| t.max),
                            move |d, v: Option<i64>| if let Some(t) = d.trackers.get_mut(i) { t.max = v })}
                        <button aria-label=format!("Remove tracker {}", i + 1)
                            on:click=move |_| ed.draft.update(|d| if i < d.trackers.len() { d.trackers.remove(i); })>"Remove"</button>
                    </li>
                </For>
            </ul>
            <button on:click=move |_| ed.draft.update(|d| {
                let id = new_id(d.trackers.iter().map(|t| t.id.clone()).collect(), "score");
                d.trackers.push(TrackerDef { id, name: "Score".into(), owner: Owner::EachPlayer, start: 0, min: Some(0), max: None });
            })>"Add tracker"</button>
        </section>
    }
}

/// Terrains: name, colour, the most counters a cell of it holds and, for games that build their
/// map from terrain counters, how many of them the game has.
#[component]
pub fn Terrains() -> impl IntoView {
    let ed = use_editor();
    let count = move || ed.draft.with(|d| d.terrains.len());
    view! {
        <section class="panel editor-section" aria-labelledby="ed-terrains">
            <h2 id="ed-terrains">"Terrains"</h2>
            <ul class="item-list">
                <For each=move || 0..count() key=|i| *i let:i>
                    <li class="row" role="group" aria-label=format!("Terrain {}", i + 1)>
                        {text_field("Name", format!("Terrain {} name", i + 1),
                            move |d| d.terrains.get(i).map(|t| t.name.clone()),
                            move |d, v| if let Some(t) = d.terrains.get_mut(i) { t.name = v })}
                        {colour_field("Colour", format!("Terrain {} colour", i + 1),
                            move |d| d.terrains.get(i).map(|t| t.colour.clone()),
                            move |d, v| if let Some(t) = d.terrains.get_mut(i) { t.colour = v })}
                        {opt_num_field("Holds at most", format!("Terrain {} holds at most", i + 1),
                            move |d| d.terrains.get(i).map(|t| t.limit),
                            move |d, v: Option<u32>| if let Some(t) = d.terrains.get_mut(i) { t.limit = v })}
                        {opt_num_field("How many", format!("Terrain {} how many tiles or counters", i + 1),
                            move |d| d.terrains.get(i).map(|t| t.count),
                            move |d, v: Option<u32>| if let Some(t) = d.terrains.get_mut(i) { t.count = v })}
                        <button aria-label=format!("Remove terrain {}", i + 1)
                            on:click=move |_| ed.draft.update(|d| if let Some(id) = d.terrains.get(i).map(|t| t.id.clone()) {
                                remove_terrain(d, &id);
                            })>"Remove"</button>
                    </li>
                </For>
            </ul>
            <button on:click=move |_| ed.draft.update(|d| {
                let id = new_id(d.terrains.iter().map(|t| t.id.clone()).collect(), "terrain");
                let n = d.terrains.len() + 1;
                d.terrains.push(Terrain { id, name: format!("Terrain {n}"), colour: "#4caf50".into(), limit: None, count: None, notes: String::new() });
            })>"Add terrain"</button>
        </section>
    }
}
