//! Fields: the numbers of a scene's own state written into its words, so that a caption cannot
//! disagree with the scene it stands under — and the numbers an author wrote out by hand,
//! checked against that state where the words say which state they are about.
//!
//! # The syntax
//! A field is `{{name}}`, `{{name:k}}` or `{{name|d}}` (or `{{name:k|d}}`): double braces, which
//! no caption uses otherwise (subscripts are `_{t+1}`, Markdown uses `*` and backticks). `k`
//! numbers a point (`P3` or `3`) or an axis or centre (from 1); `d` asks for `d` decimals
//! (0 … 6) instead of the default writing below.
//!
//! | field | the value | scenes that have it |
//! |---|---|---|
//! | `t`, `visits` | the updates (visits) the learner has made | Classify |
//! | `w` | w_t = (w₀, w₁, w₂); the SVM's (w₁, w₂), its bias apart | Classify (the SVM: linear kernel) |
//! | `b` | the SVM's bias | the SVM |
//! | `w_hat` | the pocket's ŵ | pocket |
//! | `w_bar` | the averaged perceptron's w̄ | averaged perceptron |
//! | `E_in` | E_in (0/1) of the answer g (ŵ, w̄, w_t), as k/N | Classify |
//! | `E_in_w` | E_in (0/1) of w_t itself, as k/N | Classify |
//! | `mistakes` | the points g gets wrong | Classify |
//! | `E_in_sq`, `E_in_ce` | E_in of g under the squared and cross-entropy errors | Classify |
//! | `ys:Pn`, `s:Pn` | y·s and s of point n under g | Classify |
//! | `alpha:Pn` | αₙ: the corrections of point n (dual form), or the SVM's αₙ | PLA family, the SVM |
//! | `D`, `P` | the SVM's dual D(α) and primal P(w) | the SVM (P once defined) |
//! | `sv`, `margin` | the support vectors; the margin width 2/‖w‖ | the SVM (`margin`: linear) |
//! | `K`, `J`, `mu:k` | K, the K-means cost J, centre μ_k | Cluster (after the first assignment for J) |
//! | `u:k`, `lambda:k` | PCA's axis u_k and its variance λ_k | PCA |
//! | `retained`, `lost` | the share of the variance u₁ keeps, and the rest | PCA |
//! | `d_tilde`, `d_vc` | Φ's features after the constant d̃, and d_vc ≤ d̃ + 1 of lines in Z | Transform |
//! | `N`, `Q_f`, `sigma2`, `weight_decay`, `V` | the points, the target's degree and noise σ², λ, the folds | Fit |
//! | `Q:k`, `E_in_g:k`, `E_out_g:k` | the k-th fit's degree, its E_in and exact E_out (E_out: on the target's draw); in classification, its 0/1 E_in and E_out estimated on fresh points | Fit |
//! | `flip` | p, the rate at which the plane's target flips its labels | Fit |
//! | `E_cv`, `chosen`, `E_cv_chosen` | V-fold E_cv of the validated degree; the Q (or λ) E_cv chooses, and its E_cv | Fit |
//! | `K`, `E_val`, `E_out_minus`, `E_out_all` | the points held out as D_val; E_val of the validated degree's g⁻; E_out of g⁻ and of g learned on all N (on the target's draw) | Fit (`E_val` …: K set) |
//! | `snooped_estimate`, `snooped_e_out`, `snooped_shortfall` | data snooping measured, over `snooping_draws` draws: the least test error over Q = 0 … 10 reported as the estimate, the exact E_out of the g it chose, and how much lower the estimate is | Fit (snooping measured) |
//! | `honest_estimate`, `honest_e_out` | the same with Q chosen by V-fold E_cv on the training points, then tested once | Fit (snooping measured) |
//! | `radius:k` | where the curve w₀ + w₁x₁² + w₂x₂² = 0 crosses the x_k axis, √(−w₀/w_k): the circle's radius when w₁ = w₂ | Transform, Φ the circle (once it crosses) |
//!
//! In the Transform workspace the learner's fields (`t`, `w`, `E_in`, `mistakes`, `ys:Pn` …) are
//! those of the learner in Z, `w` being (w₀, w₁, …, w_d̃) by Φ's features.
//!
//! # How the values are written
//! As the captions write them: the course's minus sign "−" and never "−0"; a number that is a
//! multiple of 0.001 exactly (1, 2.5, 0.175) as it is; any other with 3 significant digits,
//! trailing zeros dropped (9.2857 → 9.29, 0.0584 → 0.0584); a vector "(−2, 0, 3.5)"; E_in
//! under 0/1 as the count over N, unreduced ("1/7", "3/9"); a share as a percentage with one
//! decimal ("97.9%"). `|d` rounds to d decimals instead, trailing zeros dropped as well
//! ("{{w|2}}" → "(−0.23, 0.77, 1.27)"; a count over N then as a decimal, 1/7 → "0.14").
//!
//! A field that is not in the table, or that the scene's learner does not have (ŵ on PLA), is an
//! error that `linlab script check` reports with the scene; the window writes it as it stands,
//! followed by "?" ("{{w_hat}}?"), so that it shows.
//!
//! # The literal numbers checked
//! [`contradictions`] reads the numbers an author wrote out by hand in a scene's caption (and
//! question, labels) of the Classify workspace, where it can tell which state they are about:
//! `w = (…)`, `ŵ = (…)`, `w̄ ≈ (…)`, the SVM's `b = …`, `E_in = k/N` and `E_in(…) = …`. A claim
//! is about the scene's own state, or, after `t = N` earlier in its sentence, about the same run
//! at t = N ("At t = 5, w = (−1, 2, 2.5)"). It is compared within half a unit of the last digit
//! written (a whole unit after "≈"). It is conservative, so as to raise no false alarm: a scene
//! whose learner has not made an update yet (its words are about what comes), a vector with
//! another number of components than the learner's, a value written in another form (√2, a
//! product), y·s and s of points (a caption tells of them before the update as often as after)
//! are not checked. An exercise's explanation is about its answer, not the scene: its last E_in
//! is checked against the answer the learner gives, when the task asks for E_in.

use std::collections::BTreeMap;
use std::fmt;

use crate::cluster::{self, Init, KMeans, Points};
use crate::data::Dataset;
use crate::learn::{Answer, Learner};
use crate::lesson::window::{ClusterStart, KMeansPlace};
use crate::lesson::{Lesson, Workspace};
use crate::loss::Errors;
use crate::number;
use crate::t;

/// A value of a scene's state.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Number(f64),
    Vector(Vec<f64>),
    /// `count` of `of` points: E_in under 0/1.
    Count {
        count: usize,
        of: usize,
    },
    /// A share of a whole, written as a percentage.
    Share(f64),
}

impl Value {
    /// The value as a caption writes it, with `decimals` decimals if asked.
    pub fn written(&self, decimals: Option<usize>) -> String {
        match self {
            Self::Number(v) => write_number(*v, decimals),
            Self::Vector(v) => {
                let parts: Vec<String> = v.iter().map(|&x| write_number(x, decimals)).collect();
                format!("({})", parts.join(", "))
            }
            Self::Count { count, of } => match decimals {
                Some(_) => write_number(*count as f64 / (*of).max(1) as f64, decimals),
                None => format!("{count}/{of}"),
            },
            Self::Share(share) => {
                let percent = 100.0 * share;
                format!("{}%", rounded(percent, decimals.unwrap_or(1)))
            }
        }
    }
}

/// `value` to `decimals` decimals, trailing zeros dropped, with the course's minus sign.
fn rounded(value: f64, decimals: usize) -> String {
    let text = number::fixed(value, decimals.min(6));
    let text = if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.')
    } else {
        &text
    };
    let text = if text == "-0" { "0" } else { text };
    text.replace('-', "−")
}

/// A number as a caption writes it (see the module's doc).
fn write_number(value: f64, decimals: Option<usize>) -> String {
    if let Some(d) = decimals {
        return rounded(value, d);
    }
    let thousandths = (value * 1000.0).round();
    let text = if (value * 1000.0 - thousandths).abs() < 1e-6 && value.abs() < 1e6 {
        number::shortest(thousandths / 1000.0)
    } else {
        number::significant(value, 3)
    };
    text.replace('-', "−")
}

/// What a field may be numbered by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Numbered {
    /// Nothing: `{{w}}`.
    No,
    /// A point, from 1: `{{ys:P3}}`.
    Point,
    /// An axis or a centre, from 1: `{{mu:2}}`.
    Index,
}

/// Every field's name and what it is numbered by.
const NAMES: [(&str, Numbered); 49] = [
    ("t", Numbered::No),
    ("visits", Numbered::No),
    ("w", Numbered::No),
    ("b", Numbered::No),
    ("w_hat", Numbered::No),
    ("w_bar", Numbered::No),
    ("E_in", Numbered::No),
    ("E_in_w", Numbered::No),
    ("mistakes", Numbered::No),
    ("E_in_sq", Numbered::No),
    ("E_in_ce", Numbered::No),
    ("ys", Numbered::Point),
    ("s", Numbered::Point),
    ("alpha", Numbered::Point),
    ("D", Numbered::No),
    ("P", Numbered::No),
    ("sv", Numbered::No),
    ("margin", Numbered::No),
    ("K", Numbered::No),
    ("J", Numbered::No),
    ("mu", Numbered::Index),
    ("u", Numbered::Index),
    ("lambda", Numbered::Index),
    ("retained", Numbered::No),
    ("lost", Numbered::No),
    ("d_tilde", Numbered::No),
    ("d_vc", Numbered::No),
    ("radius", Numbered::Index),
    ("N", Numbered::No),
    ("Q_f", Numbered::No),
    ("sigma2", Numbered::No),
    ("weight_decay", Numbered::No),
    ("V", Numbered::No),
    ("flip", Numbered::No),
    ("Q", Numbered::Index),
    ("E_in_g", Numbered::Index),
    ("E_out_g", Numbered::Index),
    ("E_cv", Numbered::No),
    ("chosen", Numbered::No),
    ("E_cv_chosen", Numbered::No),
    ("E_val", Numbered::No),
    ("E_out_minus", Numbered::No),
    ("E_out_all", Numbered::No),
    ("snooped_estimate", Numbered::No),
    ("snooped_e_out", Numbered::No),
    ("snooped_shortfall", Numbered::No),
    ("honest_estimate", Numbered::No),
    ("honest_e_out", Numbered::No),
    ("snooping_draws", Numbered::No),
];

/// A field as written in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// The field's whole text, braces included.
    pub written: String,
    pub name: String,
    /// The point, axis or centre (from 1), if numbered.
    pub index: Option<usize>,
    /// Decimals asked for.
    pub decimals: Option<usize>,
}

/// Why a field cannot be filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldError {
    /// `{{` with no `}}` after it.
    Unclosed { written: String },
    /// A name not in the table, a number where none goes (or none where one must), decimals
    /// past 6.
    Unknown { written: String },
    /// The scene's learner (or workspace) has no such value.
    NotInScene { written: String },
    /// A point, axis or centre the scene does not have.
    NoSuchIndex { written: String, count: usize },
}

impl FieldError {
    /// The field's text as written.
    pub fn written(&self) -> &str {
        match self {
            Self::Unclosed { written }
            | Self::Unknown { written }
            | Self::NotInScene { written }
            | Self::NoSuchIndex { written, .. } => written,
        }
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::Unclosed { written } => t!("fields-unclosed", field = written.as_str()),
            Self::Unknown { written } => t!("fields-unknown", field = written.as_str()),
            Self::NotInScene { written } => t!("fields-not-in-scene", field = written.as_str()),
            Self::NoSuchIndex { written, count } => t!(
                "fields-no-such-index",
                field = written.as_str(),
                count = count.to_string()
            ),
        };
        f.write_str(&text)
    }
}

/// A piece of a text: words, or a field (or what tried to be one).
#[derive(Debug, Clone, PartialEq)]
enum Piece<'a> {
    Words(&'a str),
    Field(Result<Field, FieldError>),
}

/// The text cut into words and fields.
fn pieces(text: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find("{{") {
        if open > 0 {
            out.push(Piece::Words(&rest[..open]));
        }
        let after = &rest[open + 2..];
        let Some(close) = after.find("}}") else {
            out.push(Piece::Field(Err(FieldError::Unclosed {
                written: rest[open..].chars().take(24).collect(),
            })));
            return out;
        };
        let written = &rest[open..open + 2 + close + 2];
        out.push(Piece::Field(parse_field(written, &after[..close])));
        rest = &after[close + 2..];
    }
    if !rest.is_empty() {
        out.push(Piece::Words(rest));
    }
    out
}

/// `inner`, the text between the braces of `written`, read as a field.
fn parse_field(written: &str, inner: &str) -> Result<Field, FieldError> {
    let unknown = || FieldError::Unknown {
        written: written.to_owned(),
    };
    let (head, decimals) = match inner.split_once('|') {
        Some((head, d)) => {
            let d: usize = d.trim().parse().map_err(|_| unknown())?;
            if d > 6 {
                return Err(unknown());
            }
            (head, Some(d))
        }
        None => (inner, None),
    };
    let (name, index) = match head.split_once(':') {
        Some((name, k)) => {
            let k = k.trim();
            let k = k.strip_prefix(['P', 'p']).unwrap_or(k);
            let k: usize = k.parse().map_err(|_| unknown())?;
            (name.trim(), Some(k))
        }
        None => (head.trim(), None),
    };
    let numbered = NAMES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, numbered)| *numbered)
        .ok_or_else(unknown)?;
    if (numbered == Numbered::No) != index.is_none() || index == Some(0) {
        return Err(unknown());
    }
    Ok(Field {
        written: written.to_owned(),
        name: name.to_owned(),
        index,
        decimals,
    })
}

/// The fields a text holds, each read or refused.
pub fn fields_in(text: &str) -> Vec<Result<Field, FieldError>> {
    pieces(text)
        .into_iter()
        .filter_map(|piece| match piece {
            Piece::Field(field) => Some(field),
            Piece::Words(_) => None,
        })
        .collect()
}

/// Whether a text holds a field (or tries to): whether it needs a scene's values at all.
pub fn has_fields(text: &str) -> bool {
    text.contains("{{")
}

/// The values of one scene's state, computed once (a replay of its run), to fill its texts.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SceneValues {
    named: BTreeMap<&'static str, Value>,
    /// Per point, in the points' order: y·s, s, α.
    per_point: BTreeMap<&'static str, Vec<f64>>,
    /// Per axis or centre, from the first.
    indexed: BTreeMap<&'static str, Vec<Value>>,
}

impl SceneValues {
    /// The values of `state`, replaying its run (for the Classify workspace).
    pub fn of(state: &Lesson) -> Self {
        match state.window().workspace() {
            Workspace::Classify => match state.replay() {
                Ok((learner, data)) => Self::of_learner(learner.as_ref(), &data),
                Err(_) => Self::default(),
            },
            workspace => Self::of_workspace(state, workspace),
        }
    }

    /// The values of `state` whose run is already replayed (`learner` on `data`, when its
    /// replay succeeded): the Classify workspace's learner, or the scene's other workspace.
    pub fn of_scene(state: &Lesson, replayed: Option<(&dyn Learner, &Dataset)>) -> Self {
        match (state.window().workspace(), replayed) {
            (Workspace::Classify, Some((learner, data))) => Self::of_learner(learner, data),
            (Workspace::Classify, None) => Self::default(),
            (workspace, _) => Self::of_workspace(state, workspace),
        }
    }

    fn of_workspace(state: &Lesson, workspace: Workspace) -> Self {
        let Ok(data) = state.dataset() else {
            return Self::default();
        };
        let points = Points::from_dataset(&data);
        match workspace {
            Workspace::Cluster => Self::of_kmeans(state, &points),
            Workspace::Pca => Self::of_pca(&points),
            Workspace::Transform => Self::of_transform(state),
            Workspace::Fit => Self::of_fit(state),
            // The several classes' learners live in the window; their fields are to come. The
            // Dichotomies workspace has none.
            Workspace::Multiclass
            | Workspace::Dichotomies
            | Workspace::Bins
            | Workspace::Classify => Self::default(),
        }
    }

    /// The values of a binary learner at the t it stands at.
    fn of_learner(learner: &dyn Learner, data: &Dataset) -> Self {
        let mut values = Self::default();
        let algorithm = learner.algorithm();
        let counters = learner.counters();
        let named = &mut values.named;
        named.insert("t", Value::Number(counters.updates as f64));
        named.insert("visits", Value::Number(counters.visits as f64));
        let n = data.len();
        let model = learner.model();
        let margins: Vec<f64> = (0..n).map(|k| model.row_margin(data, k)).collect();
        let wrong = margins.iter().filter(|&&m| m <= 0.0).count();
        let w_t = learner.weights();
        let wrong_w = (0..n).filter(|&k| data.margin(w_t, k) <= 0.0).count();
        named.insert(
            "E_in",
            Value::Count {
                count: wrong,
                of: n,
            },
        );
        named.insert(
            "E_in_w",
            Value::Count {
                count: wrong_w,
                of: n,
            },
        );
        named.insert("mistakes", Value::Number(wrong as f64));
        let errors = Errors::of_margins(&margins);
        named.insert("E_in_sq", Value::Number(errors.squared));
        named.insert("E_in_ce", Value::Number(errors.cross_entropy));
        match algorithm.answer() {
            Answer::Pocket => {
                named.insert("w_hat", Value::Vector(learner.answer().to_vec()));
            }
            Answer::Average => {
                named.insert("w_bar", Value::Vector(learner.answer().to_vec()));
            }
            Answer::Current | Answer::Vote => {}
        }
        match learner.smo() {
            Some(smo) => {
                named.insert("b", Value::Number(smo.b()));
                named.insert("D", Value::Number(smo.dual_objective()));
                if let Some(p) = smo.primal_objective() {
                    named.insert("P", Value::Number(p));
                }
                named.insert("sv", Value::Number(smo.support().len() as f64));
                values.per_point.insert("alpha", smo.alpha().to_vec());
                if smo.kernel() == crate::model::Kernel::Linear {
                    let w = w_t.get(1..).unwrap_or_default().to_vec();
                    let norm = w.iter().map(|v| v * v).sum::<f64>().sqrt();
                    if norm > 0.0 {
                        named.insert("margin", Value::Number(2.0 / norm));
                    }
                    named.insert("w", Value::Vector(w));
                }
            }
            None => {
                named.insert("w", Value::Vector(w_t.to_vec()));
                if let Some(dual) = learner.dual() {
                    let alphas = dual.alphas().map(f64::from).collect();
                    values.per_point.insert("alpha", alphas);
                }
            }
        }
        let labels = data.labels();
        let scores = margins.iter().zip(labels).map(|(m, y)| m * y).collect();
        values.per_point.insert("s", scores);
        values.per_point.insert("ys", margins);
        values
    }

    /// The learner in Z as the Transform workspace restores it, with Φ's price and, for the
    /// circle transform, where its curve crosses the axes.
    fn of_transform(state: &Lesson) -> Self {
        let Ok(run) = state.replay_in_z() else {
            return Self::default();
        };
        let mut values = Self::of_learner(run.learner.as_ref(), &run.z);
        let dim = state.dataset().map(|d| d.dim()).unwrap_or(2);
        let named = &mut values.named;
        named.insert("d_tilde", Value::Number(run.phi.z_dim(dim) as f64));
        named.insert("d_vc", Value::Number(run.phi.d_vc_bound(dim) as f64));
        if run.phi == crate::transform::Transform::Circle {
            let radii = crate::transform::circle_crossings(run.learner.answer());
            if radii.iter().all(Option::is_some) {
                let radii = radii.into_iter().flatten().map(Value::Number).collect();
                values.indexed.insert("radius", radii);
            }
        }
        values
    }

    /// The Fit workspace's settings and what its fits come to.
    fn of_fit(state: &Lesson) -> Self {
        let part = state.window().prefs.fit;
        let numbers = part.numbers_of(&state.points);
        let mut values = Self::default();
        let named = &mut values.named;
        named.insert("N", Value::Number(state.points.len() as f64));
        named.insert("Q_f", Value::Number(f64::from(part.q_f)));
        named.insert("sigma2", Value::Number(part.sigma2));
        named.insert("weight_decay", Value::Number(part.lambda));
        named.insert("V", Value::Number(part.folds as f64));
        named.insert("flip", Value::Number(part.noisy_circle().flip()));
        named.insert("K", Value::Number(part.holdout as f64));
        for (name, value) in numbers.named() {
            named.insert(name, Value::Number(value));
        }
        let numbered = |v: [f64; 2]| v.map(Value::Number).to_vec();
        let indexed = &mut values.indexed;
        indexed.insert("Q", numbered(part.degrees.map(f64::from)));
        indexed.insert("E_in_g", numbered(numbers.e_in));
        if let Some(e_out) = numbers.e_out {
            indexed.insert("E_out_g", numbered(e_out));
        }
        values
    }

    /// K-means as the window's Cluster workspace restores it: from the clicked centres or the
    /// seeded start, `t` half steps on.
    fn of_kmeans(state: &Lesson, points: &Points) -> Self {
        let window = state.window();
        let prefs = window.prefs.cluster;
        let k = prefs.clamped_k();
        let place = window.place::<KMeansPlace>().unwrap_or_default();
        let start = match prefs.start {
            ClusterStart::Clicked => (place.clicked.len() == 2 * k).then_some(place.clicked),
            ClusterStart::PlusPlus => {
                cluster::initial_centres(points, k, Init::PlusPlus, prefs.seed).ok()
            }
            ClusterStart::Random => {
                cluster::initial_centres(points, k, Init::Random, prefs.seed).ok()
            }
        };
        let Some(mut kmeans) = start.and_then(|c| KMeans::with_centres(points, c).ok()) else {
            return Self::default();
        };
        for _ in 0..place.t {
            if kmeans.step(points).is_none() {
                break;
            }
        }
        let mut values = Self::default();
        values.named.insert("K", Value::Number(kmeans.k() as f64));
        if let Some(j) = kmeans.cost() {
            values.named.insert("J", Value::Number(j));
        }
        let centres = kmeans
            .centres()
            .centres
            .chunks_exact(2)
            .map(|c| Value::Vector(c.to_vec()))
            .collect();
        values.indexed.insert("mu", centres);
        values
    }

    /// PCA's axes of the points.
    fn of_pca(points: &Points) -> Self {
        let Ok(axes) = cluster::pca(points) else {
            return Self::default();
        };
        let mut values = Self::default();
        let count = axes.axis_count();
        let u = (0..count).map(|k| Value::Vector(axes.axis(k).to_vec()));
        values.indexed.insert("u", u.collect());
        let lambda = axes.variances.iter().map(|&v| Value::Number(v));
        values.indexed.insert("lambda", lambda.collect());
        let retained = axes.retained_variance(1);
        values.named.insert("retained", Value::Share(retained));
        values.named.insert("lost", Value::Share(1.0 - retained));
        values
    }

    /// The value of a field, or why the scene has none.
    pub fn value(&self, field: &Field) -> Result<Value, FieldError> {
        let not_here = || FieldError::NotInScene {
            written: field.written.clone(),
        };
        let name = field.name.as_str();
        let Some(k) = field.index else {
            return self.named.get(name).cloned().ok_or_else(not_here);
        };
        let no_such = |count: usize| FieldError::NoSuchIndex {
            written: field.written.clone(),
            count,
        };
        if let Some(per_point) = self.per_point.get(name) {
            return per_point
                .get(k - 1)
                .map(|&v| Value::Number(v))
                .ok_or_else(|| no_such(per_point.len()));
        }
        let indexed = self.indexed.get(name).ok_or_else(not_here)?;
        indexed
            .get(k - 1)
            .cloned()
            .ok_or_else(|| no_such(indexed.len()))
    }

    /// A named value (no point or axis), if the scene has it.
    pub fn named(&self, name: &str) -> Option<&Value> {
        self.named.get(name)
    }

    /// The field's value written as a caption writes it.
    pub fn write(&self, field: &Field) -> Result<String, FieldError> {
        self.value(field).map(|v| v.written(field.decimals))
    }

    /// `text` with its fields filled in; a field that cannot be stays as written, with "?".
    pub fn fill(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        for piece in pieces(text) {
            match piece {
                Piece::Words(words) => out.push_str(words),
                Piece::Field(field) => {
                    match field.and_then(|f| self.write(&f)) {
                        Ok(value) => out.push_str(&value),
                        Err(e) => {
                            out.push_str(e.written());
                            out.push('?');
                        }
                    };
                }
            }
        }
        out
    }

    /// Why the fields of `text` cannot be filled in, each once.
    pub fn problems(&self, text: &str) -> Vec<FieldError> {
        fields_in(text)
            .into_iter()
            .filter_map(|field| field.and_then(|f| self.write(&f)).err())
            .collect()
    }
}

mod claims;

pub use claims::{Claim, Contradiction, StateValues, claims};

#[cfg(test)]
mod tests;
