//! Writing JSON the one way the engine and the page do it: every type has one writer, to compact
//! text, and a JSON value or pretty text is made from that text.

use serde::Serialize;
use serde_json::Value;

/// `x` as a JSON value, by way of its JSON text. The page's program already holds the writer
/// of each type to text (saving needs it); serde_json's own `to_value` would add a second
/// writer of every type written this way, to values.
pub fn to_value<T: Serialize + ?Sized>(x: &T) -> serde_json::Result<Value> {
    serde_json::from_str(&serde_json::to_string(x)?)
}

/// `x` as pretty JSON (two spaces an indent, as the game files are), byte for byte what
/// `serde_json::to_string_pretty` writes, by way of its compact text: serde_json's pretty writer
/// would add a second writer of every type written this way.
pub fn to_string_pretty<T: Serialize + ?Sized>(x: &T) -> serde_json::Result<String> {
    let compact = serde_json::to_string(x)?;
    let mut out = String::with_capacity(compact.len() + compact.len() / 2);
    pretty(&compact, |piece| out.push_str(piece));
    Ok(out)
}

/// How many bytes `x` takes as pretty JSON, and how many line breaks it holds.
pub fn pretty_size<T: Serialize + ?Sized>(x: &T) -> serde_json::Result<(usize, usize)> {
    let compact = serde_json::to_string(x)?;
    let (mut bytes, mut lines) = (0usize, 0usize);
    pretty(&compact, |piece| {
        bytes += piece.len();
        lines += piece.bytes().filter(|b| *b == b'\n').count();
    });
    Ok((bytes, lines))
}

/// Lays out compact JSON text (serde_json's, with no space between tokens) as serde_json's pretty
/// writer does, giving the output piece by piece: a line break and indent after an opening
/// bracket and after each comma, one before a closing bracket, a space after each colon; an
/// empty array or object stays `[]` or `{}`.
fn pretty(compact: &str, mut emit: impl FnMut(&str)) {
    /// A line break, then `depth` indents.
    fn line(emit: &mut impl FnMut(&str), depth: usize) {
        const SPACES: &str = "                                ";
        emit("\n");
        let mut left = 2 * depth;
        while left > 0 {
            let n = left.min(SPACES.len());
            emit(&SPACES[..n]);
            left -= n;
        }
    }
    let bytes = compact.as_bytes();
    let mut depth = 0usize;
    // The start of the text not given out yet.
    let mut from = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                // Past the string: an escape's next byte is never its end.
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            open @ (b'{' | b'[') => {
                let close = if open == b'{' { b'}' } else { b']' };
                if bytes.get(i + 1) == Some(&close) {
                    i += 2;
                } else {
                    i += 1;
                    emit(&compact[from..i]);
                    from = i;
                    depth += 1;
                    line(&mut emit, depth);
                }
            }
            b'}' | b']' => {
                emit(&compact[from..i]);
                from = i;
                depth = depth.saturating_sub(1);
                line(&mut emit, depth);
                i += 1;
            }
            b',' => {
                i += 1;
                emit(&compact[from..i]);
                from = i;
                line(&mut emit, depth);
            }
            b':' => {
                i += 1;
                emit(&compact[from..i]);
                from = i;
                emit(" ");
            }
            _ => i += 1,
        }
    }
    emit(&compact[from..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_by_way_of_its_text_is_the_value_serde_json_makes() {
        let def = crate::games::load("deity-starter")
            .expect("built in")
            .expect("valid");
        assert_eq!(
            to_value(&def).expect("writes"),
            serde_json::to_value(&def).expect("writes")
        );
        let odd = (u64::MAX, -1.5e-300_f64, f64::NAN, "\"é\"");
        assert_eq!(
            to_value(&odd).expect("writes"),
            serde_json::to_value(odd).expect("writes")
        );
    }

    #[test]
    fn pretty_text_is_what_serde_json_writes_pretty() {
        // Every built-in game as itself, its fields in their order.
        for def in crate::games::all() {
            let ours = to_string_pretty(&def).expect("writes");
            assert_eq!(
                ours,
                serde_json::to_string_pretty(&def).expect("writes"),
                "{}",
                def.id
            );
            let lines = ours.bytes().filter(|b| *b == b'\n').count();
            assert_eq!(pretty_size(&def).expect("writes"), (ours.len(), lines));
        }
        let mut values = vec![serde_json::json!({
            "empty": {}, "none": [], "nested": [[], {}, [{}], {"a": []}],
            "tricky": ["{[,:]}", "a \"quoted\" \\ back\\", "\\\"", "é ✓ \n\t\u{1}"],
            "numbers": [0, -1, 1.5, -2.5e-300, 1e300, u64::MAX, i64::MIN],
            "flat": true, "null": null, "": "",
        })];
        values.extend([
            Value::Null,
            serde_json::json!("{,}"),
            serde_json::json!([]),
            serde_json::json!({}),
            serde_json::json!(7),
        ]);
        let deep = (0..40).fold(serde_json::json!(1), |v, _| serde_json::json!([v]));
        values.push(deep);
        for value in &values {
            let ours = to_string_pretty(value).expect("writes");
            assert_eq!(ours, serde_json::to_string_pretty(value).expect("writes"));
            let lines = ours.bytes().filter(|b| *b == b'\n').count();
            assert_eq!(pretty_size(value).expect("writes"), (ours.len(), lines));
        }
    }
}
