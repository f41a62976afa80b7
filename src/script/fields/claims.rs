//! The numbers an author wrote out by hand in a scene's words ("w = (−2, 0, 3.5)", "E_in = 1/7"),
//! read as claims about the scene's state and checked against its replayed run at the t the
//! sentence names.

use std::fmt;

use super::*;

/// What a number written out by hand claims to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Claimed {
    /// w_t (the SVM: (w₁, w₂)).
    W,
    WHat,
    WBar,
    /// The SVM's bias.
    B,
    /// E_in (0/1) of the answer g.
    EIn,
    /// E_in (0/1) of w_t.
    EInW,
    EInSquared,
    EInCrossEntropy,
    /// Not a claim: "t = N" names the t its sentence is about.
    T,
}

impl Claimed {
    /// The field that holds the claimed value.
    fn field(self) -> &'static str {
        match self {
            Self::W => "w",
            Self::WHat => "w_hat",
            Self::WBar => "w_bar",
            Self::B => "b",
            Self::EIn => "E_in",
            Self::EInW => "E_in_w",
            Self::EInSquared => "E_in_sq",
            Self::EInCrossEntropy => "E_in_ce",
            Self::T => "t",
        }
    }
}

/// The symbols a claim starts with, longest first, and what each names.
const SYMBOLS: [(&str, Claimed); 16] = [
    ("E_in(0/1)", Claimed::EIn),
    ("E_in(g)", Claimed::EIn),
    ("E_in(ŵ)", Claimed::EIn),
    ("E_in(w\u{302})", Claimed::EIn),
    ("E_in(w\u{304})", Claimed::EIn),
    ("E_in(w_t)", Claimed::EInW),
    ("E_in(w)", Claimed::EInW),
    ("E_in(CE)", Claimed::EInCrossEntropy),
    ("E_in(squared)", Claimed::EInSquared),
    ("E_in", Claimed::EIn),
    ("ŵ", Claimed::WHat),
    ("w\u{302}", Claimed::WHat),
    ("w\u{304}", Claimed::WBar),
    ("w", Claimed::W),
    ("b", Claimed::B),
    ("t", Claimed::T),
];

/// A number as written: its value and how precisely it is written (half a unit of its last
/// digit, a whole unit after "≈").
#[derive(Debug, Clone, Copy, PartialEq)]
struct Written {
    value: f64,
    tolerance: f64,
}

/// What a claim says the value is.
#[derive(Debug, Clone, PartialEq)]
enum Literal {
    Number(Written),
    Vector(Vec<Written>),
    /// k/N.
    Fraction(f64),
}

/// A number written out by hand about a state: "w = (0, 2, 0.5)".
#[derive(Debug, Clone, PartialEq)]
pub struct Claim {
    /// The claim as written.
    pub written: String,
    /// The t of the state it is about, when its sentence names one ("At t = 5, w = …").
    pub at_t: Option<u64>,
    what: Claimed,
    literal: Literal,
}

impl Claim {
    /// Whether it is about E_in (0/1) of the answer.
    pub fn is_e_in(&self) -> bool {
        self.what == Claimed::EIn
    }

    /// Whether `value` is what the claim says, within the digits written.
    pub fn agrees_with(&self, value: &Value) -> bool {
        let close = |w: &Written, v: f64| (w.value - v).abs() <= w.tolerance;
        match (&self.literal, value) {
            (Literal::Vector(written), Value::Vector(v)) => {
                written.len() != v.len() || written.iter().zip(v).all(|(w, &v)| close(w, v))
            }
            (Literal::Number(w), Value::Number(v)) => close(w, *v),
            (Literal::Number(w), Value::Count { count, of }) => {
                close(w, *count as f64 / (*of).max(1) as f64)
            }
            (Literal::Fraction(f), Value::Count { count, of }) => {
                (f - *count as f64 / (*of).max(1) as f64).abs() <= 1e-9
            }
            (Literal::Fraction(f), Value::Number(v)) => (f - v).abs() <= 1e-9,
            // A vector where a number stands, or the reverse: not a claim this can read.
            _ => true,
        }
    }

    /// Whether the claim can be compared with `value` at all (a vector of as many components).
    fn comparable(&self, value: &Value) -> bool {
        match (&self.literal, value) {
            (Literal::Vector(w), Value::Vector(v)) => w.len() == v.len(),
            (Literal::Vector(_), _) | (_, Value::Vector(_)) => false,
            _ => true,
        }
    }
}

/// The sentences of a text: a claim's `t = N` holds to the end of its sentence.
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let next = chars.peek().map(|&(_, n)| n);
        let ends = match c {
            '。' | '；' | '\n' | '!' | '?' | '！' | '？' => true,
            '.' => next.is_none_or(char::is_whitespace),
            _ => false,
        };
        if ends {
            let end = i + c.len_utf8();
            out.push(&text[start..end]);
            start = end;
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// A number written at the start of `text` ("−1.25", "3"): its value, its tolerance, and the
/// bytes it takes.
fn number_at(text: &str, approximate: bool) -> Option<(Written, usize)> {
    let (sign, digits_start) = match text.chars().next()? {
        '−' => (-1.0, '−'.len_utf8()),
        '-' => (-1.0, 1),
        _ => (1.0, 0),
    };
    let body = &text[digits_start..];
    let whole = body.bytes().take_while(u8::is_ascii_digit).count();
    if whole == 0 {
        return None;
    }
    let mut len = whole;
    let mut decimals = 0;
    if body[whole..].starts_with('.') {
        decimals = body[whole + 1..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        if decimals > 0 {
            len += 1 + decimals;
        }
    }
    let value: f64 = body[..len].parse().ok()?;
    let unit = 10f64.powi(-i32::try_from(decimals).ok()?);
    let tolerance = if approximate { unit } else { unit / 2.0 } + 1e-9;
    Some((
        Written {
            value: sign * value,
            tolerance,
        },
        digits_start + len,
    ))
}

/// Whether the claim's value ends where `rest` starts: nothing multiplies, divides or goes on
/// with it ("(−1, 34, 28)/71", "0.5·z" are not plain values).
fn ends_plainly(rest: &str) -> bool {
    !rest.starts_with(|c: char| {
        c.is_ascii_alphanumeric() || matches!(c, '/' | '·' | '×' | '*' | '^' | '.' | '(' | '_')
    }) || rest.starts_with(". ")
        || rest == "."
}

/// The literal at the start of `text` (after "= " or "≈ "), and the bytes it takes.
fn literal_at(text: &str, approximate: bool) -> Option<(Literal, usize)> {
    if let Some(inner) = text.strip_prefix('(') {
        let close = inner.find(')')?;
        let mut parts = Vec::new();
        for part in inner[..close].split(',') {
            let part = part.trim();
            let (written, len) = number_at(part, approximate)?;
            if len != part.len() {
                return None;
            }
            parts.push(written);
        }
        let taken = 1 + close + 1;
        return ends_plainly(&text[taken..]).then_some((Literal::Vector(parts), taken));
    }
    let (written, len) = number_at(text, approximate)?;
    if let Some(after) = text[len..].strip_prefix('/')
        && let Some((of, of_len)) = number_at(after, false)
        && of.value > 0.0
    {
        let taken = len + 1 + of_len;
        return ends_plainly(&text[taken..])
            .then_some((Literal::Fraction(written.value / of.value), taken));
    }
    ends_plainly(&text[len..]).then_some((Literal::Number(written), len))
}

/// Whether a symbol may start at byte `i` of `sentence`: not inside a word or a formula
/// (ascii letters and digits, `_`, `·`, `‖`, an operator before it).
fn starts_a_symbol(sentence: &str, i: usize) -> bool {
    sentence[..i].chars().next_back().is_none_or(|c| {
        !(c.is_ascii_alphanumeric()
            || matches!(
                c,
                '_' | '·' | '‖' | '/' | '^' | '−' | '-' | '+' | '\\' | '|'
            ))
    })
}

/// "= " or "≈ " after the symbol, with spaces: whether it is "≈", and the bytes it takes.
fn equals_at(text: &str) -> Option<(bool, usize)> {
    let trimmed = text.trim_start();
    let spaces = text.len() - trimmed.len();
    let (approximate, sign) = if trimmed.starts_with('=') {
        (false, 1)
    } else if trimmed.starts_with('≈') {
        (true, '≈'.len_utf8())
    } else {
        return None;
    };
    let after = &trimmed[sign..];
    let more = after.len() - after.trim_start().len();
    Some((approximate, spaces + sign + more))
}

/// The claims a text makes about states: "w = (…)", "E_in = 1/7", each with the t its
/// sentence names.
pub fn claims(text: &str) -> Vec<Claim> {
    let mut out = Vec::new();
    for sentence in sentences(text) {
        let mut at_t = None;
        let mut i = 0;
        while i < sentence.len() {
            let rest = &sentence[i..];
            let step = rest.chars().next().map_or(1, char::len_utf8);
            let found = starts_a_symbol(sentence, i)
                .then(|| SYMBOLS.iter().find(|(s, _)| rest.starts_with(s)))
                .flatten();
            let Some(&(symbol, what)) = found else {
                i += step;
                continue;
            };
            let after = &rest[symbol.len()..];
            let Some((approximate, eq_len)) = equals_at(after) else {
                i += symbol.len();
                continue;
            };
            let value_text = &after[eq_len..];
            let Some((literal, len)) = literal_at(value_text, approximate) else {
                i += symbol.len();
                continue;
            };
            let taken = symbol.len() + eq_len + len;
            if what == Claimed::T {
                if let Literal::Number(n) = literal
                    && n.value >= 0.0
                    && n.value.fract() == 0.0
                {
                    at_t = Some(n.value as u64);
                }
            } else {
                out.push(Claim {
                    written: rest[..taken].to_owned(),
                    at_t,
                    what,
                    literal,
                });
            }
            i += taken;
        }
    }
    out
}

/// A claim the state contradicts.
#[derive(Debug, Clone, PartialEq)]
pub struct Contradiction {
    /// The claim as written.
    pub written: String,
    /// The t of the state it was compared with.
    pub t: u64,
    /// The state's value, as a field would write it.
    pub actual: String,
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            "fields-contradiction",
            claim = self.written.as_str(),
            t = self.t.to_string(),
            actual = self.actual.as_str()
        ))
    }
}

/// A scene's state and the values of its run at the t its words name, each replayed once.
pub struct StateValues<'a> {
    state: &'a Lesson,
    own: &'a SceneValues,
    at: BTreeMap<u64, SceneValues>,
}

impl<'a> StateValues<'a> {
    /// `own` are the values of `state` itself.
    pub fn new(state: &'a Lesson, own: &'a SceneValues) -> Self {
        Self {
            state,
            own,
            at: BTreeMap::new(),
        }
    }

    /// The t the scene's learner has reached.
    fn reached(&self) -> Option<u64> {
        match self.own.named("t") {
            Some(Value::Number(t)) => Some(*t as u64),
            _ => None,
        }
    }

    /// The values at t = `t` of the same run (the scene's own without a t); `None` past the
    /// scene's t, where the run has not been.
    fn at(&mut self, t: Option<u64>) -> Option<(u64, &SceneValues)> {
        let reached = self.reached()?;
        let t = t.unwrap_or(reached);
        if t == reached {
            return Some((t, self.own));
        }
        if t > reached {
            return None;
        }
        let state = self.state;
        let values = self
            .at
            .entry(t)
            .or_insert_with(|| SceneValues::of(&Lesson { t, ..state.clone() }));
        Some((t, values))
    }

    /// The claims of `text` the state contradicts. Only the Classify workspace's learners, and
    /// only once they have made an update: before that, a scene's words are about what comes.
    pub fn contradictions(&mut self, text: &str) -> Vec<Contradiction> {
        if self.state.window().workspace() != Workspace::Classify
            || self.reached().unwrap_or(0) == 0
        {
            return Vec::new();
        }
        let mut out = Vec::new();
        for claim in claims(text) {
            let Some((t, values)) = self.at(claim.at_t) else {
                continue;
            };
            let Some(value) = values.named(claim.what.field()) else {
                continue;
            };
            if claim.comparable(value) && !claim.agrees_with(value) {
                out.push(Contradiction {
                    written: claim.written.clone(),
                    t,
                    actual: value.written(None),
                });
            }
        }
        out
    }
}
