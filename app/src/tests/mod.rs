//! Tests of the app as a whole, beside the unit tests of each module.

mod a_new_game;
mod no_markup;
