//! The script editor's exercise section: the kind of task a scene asks (or none), its
//! parameters and tolerance, and its hint and explanation in both languages. `linlab script
//! check` (and the window's Check) then say whether it can be answered.

use crate::app::command::TaskEdit;
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::i18n::Language;
use crate::loss::ErrorMeasure;
use crate::script::task::{Check, FitQuestion, Goal, Quantity, Task, VcQuestion};
use crate::script::{Scene, Text};
use crate::t;

/// The editor's text fields: a text's two languages side by side under a heading, each change
/// reported.
pub type TwoLanguages<'a> =
    &'a dyn Fn(&mut egui::Ui, &str, &Text, &mut dyn FnMut(Language, String));

impl TaskEdit {
    /// Applies the edit to `scene`.
    pub fn apply(self, scene: &mut Scene) {
        match self {
            Self::Set(task) => scene.task = task,
            Self::Hint(language, text) => {
                if let Some(task) = &mut scene.task {
                    *task
                        .hint
                        .get_or_insert_with(Text::default)
                        .written_in_mut(language) = text;
                }
            }
            Self::Explanation(language, text) => {
                if let Some(task) = &mut scene.task {
                    *task.explanation.written_in_mut(language) = text;
                }
            }
        }
    }
}

/// The kinds a teacher picks from, each with the parameters it starts with.
fn kinds(scene: &Scene) -> Vec<(&'static str, Check)> {
    // K-means' centres: the scene's own clicked centres, if it has them.
    let centres: Vec<[f64; 2]> = scene
        .state
        .window()
        .place::<crate::lesson::window::KMeansPlace>()
        .map(|p| p.clicked.chunks_exact(2).map(|c| [c[0], c[1]]).collect())
        .filter(|c: &Vec<[f64; 2]>| !c.is_empty())
        .unwrap_or_else(|| vec![[0.0, 0.0], [1.0, 1.0]]);
    let number = |quantity, within| Check::PredictNumber { quantity, within };
    vec![
        (
            t!("views-task-kind-update"),
            Check::PredictUpdate { degrees: 15.0 },
        ),
        (
            t!("views-task-kind-final"),
            Check::PredictFinal { degrees: 10.0 },
        ),
        (
            t!("views-task-kind-class-update"),
            Check::ClassUpdate {
                class: 1,
                degrees: 15.0,
            },
        ),
        (
            t!("views-task-kind-problems"),
            number(Quantity::Problems, 0.0),
        ),
        (
            t!("views-task-kind-error-at"),
            Check::ErrorAt {
                score: -0.5,
                measure: ErrorMeasure::ScaledCrossEntropy,
                within: 0.02,
            },
        ),
        (
            t!("views-task-kind-next-point"),
            number(Quantity::NextPoint, 0.0),
        ),
        (
            t!("views-task-kind-halt"),
            number(Quantity::UpdatesToHalt, 0.0),
        ),
        (
            t!("views-task-kind-e-in"),
            number(Quantity::EInAfterNextUpdate, 0.01),
        ),
        (
            t!("views-task-kind-impossible"),
            Check::MakeImpossible { max_points: 4 },
        ),
        (
            t!("views-task-kind-slow-down"),
            Check::SlowDown {
                at_least: 10,
                max_added: 1,
            },
        ),
        (t!("views-task-kind-flip"), Check::FlipToPerfect),
        (
            t!("views-task-kind-pca"),
            Check::PcaTurn {
                degrees: 30.0,
                max_moved: 1,
            },
        ),
        (t!("views-task-kind-spoil"), Check::Spoil { max_added: 1 }),
        (
            t!("views-task-kind-k-means"),
            Check::KMeansMove {
                centres,
                centre: 1,
                distance: 0.2,
            },
        ),
        (
            t!("views-task-kind-tune-eta"),
            Check::Tune(Goal::CrossEntropy {
                steps: 70,
                at_most: 0.4,
            }),
        ),
        (
            t!("views-task-kind-tune-c"),
            Check::Tune(Goal::SupportVectors { count: 3 }),
        ),
        (
            t!("views-task-kind-shatter"),
            Check::PlaceDichotomies {
                hypotheses: crate::vc::Hypotheses::Lines,
                points: 3,
                realised: None,
            },
        ),
        (
            t!("views-task-kind-dichotomies"),
            Check::VcNumber {
                question: VcQuestion::Dichotomies {
                    hypotheses: crate::vc::Hypotheses::Lines,
                },
                within: 0.0,
            },
        ),
        (
            t!("views-task-kind-features"),
            Check::FeatureCount { degree: 5 },
        ),
        (
            t!("views-task-kind-circle"),
            Check::CircleRadius {
                axis: 1,
                within: 0.01,
                after_next_update: false,
            },
        ),
        (t!("views-task-kind-separating"), Check::SeparatingFeatures),
    ]
}

/// The bins' number (Hoeffding's bound at N = 10, ε = 0.3 to start with).
fn bins_number_kind() -> (&'static str, Check) {
    let question = crate::script::task::BinsQuestion::Bound { n: 10, eps: 0.3 };
    (
        t!("bins-task-kind"),
        Check::BinsNumber {
            question,
            within: 0.001,
        },
    )
}

/// The Fit workspace's number (which fit has the lower E_out, to start with).
fn fit_number_kind() -> (&'static str, Check) {
    (
        t!("views-task-kind-fit"),
        Check::FitNumber {
            question: FitQuestion::LowerEOutDegree,
        },
    )
}

/// The Fit exercise's question, and its cell for the heat map's sign; true when one changed.
fn fit_question_ui(ui: &mut egui::Ui, question: &mut FitQuestion) -> bool {
    let questions = [
        (
            FitQuestion::LowerEOutDegree,
            t!("views-task-fit-lower-e-out"),
        ),
        (FitQuestion::CvChosenDegree, t!("views-task-fit-cv-degree")),
        (FitQuestion::CvChosenLambda, t!("views-task-fit-cv-lambda")),
        (
            FitQuestion::OverfitSign {
                n: 100,
                sigma2: 1.0,
            },
            t!("views-task-fit-overfit-sign"),
        ),
        (FitQuestion::L1ZeroWeight, t!("views-task-fit-l1-zero")),
        (FitQuestion::SnoopedShortfall, t!("views-task-fit-snooped")),
    ];
    let same =
        |a: &FitQuestion, b: &FitQuestion| std::mem::discriminant(a) == std::mem::discriminant(b);
    let name = questions
        .iter()
        .find(|(q, _)| same(q, question))
        .map_or("", |(_, name)| *name);
    let mut changed = false;
    ui.horizontal(|ui| {
        let label = ui.label_formula(t!("views-task-fit-question"));
        egui::ComboBox::from_id_salt("exercise fit question")
            .selected_text(formula::text(ui.style(), name))
            .show_ui(ui, |ui| {
                for (q, name) in questions {
                    let text = formula::text(ui.style(), name);
                    if ui
                        .selectable_label(same(&q, question), text)
                        .named_as(name)
                        .clicked()
                        && !same(&q, question)
                    {
                        *question = q;
                        changed = true;
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    if let FitQuestion::OverfitSign { n, sigma2 } = question {
        changed |= field(ui, "N", n, 80..=120);
        changed |= ui
            .horizontal(|ui| {
                let label = ui.label_formula("σ²");
                ui.add(
                    egui::DragValue::new(sigma2)
                        .range(0.0..=2.0)
                        .speed(0.05)
                        .max_decimals(2),
                )
                .labelled_by(label.id)
                .changed()
            })
            .inner;
        // The map's cells are σ² = 0, 0.05, …, 2.
        *sigma2 = (*sigma2 * 20.0).round() / 20.0;
    }
    changed
}

/// Whether two checks are of the same kind (the number tasks by their quantity too).
fn same_kind(a: &Check, b: &Check) -> bool {
    match (a, b) {
        (Check::PredictNumber { quantity: p, .. }, Check::PredictNumber { quantity: q, .. }) => {
            p == q
        }
        (Check::Tune(Goal::CrossEntropy { .. }), Check::Tune(Goal::CrossEntropy { .. })) => true,
        (Check::Tune(Goal::SupportVectors { .. }), Check::Tune(Goal::SupportVectors { .. })) => {
            true
        }
        (Check::Tune(_), Check::Tune(_)) => false,
        _ => std::mem::discriminant(a) == std::mem::discriminant(b),
    }
}

/// A number field of the task's parameters; true when it changed.
fn field<T: egui::emath::Numeric>(
    ui: &mut egui::Ui,
    label: &str,
    value: &mut T,
    range: std::ops::RangeInclusive<T>,
) -> bool {
    ui.horizontal(|ui| {
        let label = ui.label_formula(label);
        ui.add(egui::DragValue::new(value).range(range).speed(0.1))
            .labelled_by(label.id)
            .changed()
    })
    .inner
}

/// The exercise section of the scene `scene`.
pub fn ui(
    ui: &mut egui::Ui,
    scene: &Scene,
    two_languages: TwoLanguages<'_>,
    edit: &mut dyn FnMut(TaskEdit),
) {
    kind_ui(ui, scene, edit);
    let Some(task) = scene.task.as_ref() else {
        return;
    };
    let mut check = task.check.clone();
    if parameters_ui(ui, &mut check) {
        edit(TaskEdit::Set(Some(Task {
            check,
            ..task.clone()
        })));
    }
    let hint = task.hint.clone().unwrap_or_default();
    two_languages(ui, t!("views-task-hint-field"), &hint, &mut |l, s| {
        edit(TaskEdit::Hint(l, s));
    });
    two_languages(
        ui,
        t!("views-task-explanation-field"),
        &task.explanation,
        &mut |l, s| edit(TaskEdit::Explanation(l, s)),
    );
}

/// The kind of exercise, or none; a new kind keeps the hint and explanation.
fn kind_ui(ui: &mut egui::Ui, scene: &Scene, edit: &mut dyn FnMut(TaskEdit)) {
    let mut kinds = kinds(scene);
    kinds.push(bins_number_kind());
    kinds.push(fit_number_kind());
    let current = scene.task.as_ref();
    let name = current
        .and_then(|task| kinds.iter().find(|(_, c)| same_kind(c, &task.check)))
        .map_or(t!("views-task-kind-none"), |(name, _)| *name);
    ui.horizontal(|ui| {
        let label = ui.label_formula(t!("views-task-exercise"));
        egui::ComboBox::from_id_salt("exercise kind")
            .selected_text(formula::text(ui.style(), name))
            .show_ui(ui, |ui| {
                if ui
                    .selectable_label(current.is_none(), t!("views-task-kind-none"))
                    .clicked()
                {
                    edit(TaskEdit::Set(None));
                }
                for (name, check) in &kinds {
                    let chosen = current.is_some_and(|task| same_kind(&task.check, check));
                    let text = formula::text(ui.style(), name);
                    if ui.selectable_label(chosen, text).named_as(name).clicked() && !chosen {
                        edit(TaskEdit::Set(Some(Task {
                            check: check.clone(),
                            hint: current.and_then(|task| task.hint.clone()),
                            explanation: current
                                .map(|task| task.explanation.clone())
                                .unwrap_or_default(),
                        })));
                    }
                }
            })
            .response
            .labelled_by(label.id)
            .on_hover_formula(t!("views-task-exercise-tip"));
    });
}

/// The fields of `check`'s parameters and tolerance; true when one changed.
fn parameters_ui(ui: &mut egui::Ui, check: &mut Check) -> bool {
    match check {
        Check::PredictUpdate { degrees } | Check::PredictFinal { degrees } => {
            field(ui, t!("views-task-within-degrees"), degrees, 1.0..=90.0)
        }
        Check::ClassUpdate { class, degrees } => {
            field(
                ui,
                t!("views-task-class"),
                class,
                1..=crate::multiclass::CLASS_SYMBOLS.len(),
            ) | field(ui, t!("views-task-within-degrees"), degrees, 1.0..=90.0)
        }
        Check::ErrorAt {
            score,
            measure,
            within,
        } => error_at_ui(ui, score, measure, within),
        Check::PredictNumber { within, .. } => {
            field(ui, t!("views-task-within"), within, 0.0..=1e6)
        }
        Check::MakeImpossible { max_points } => {
            field(ui, t!("views-task-max-points"), max_points, 3..=20)
        }
        Check::SlowDown {
            at_least,
            max_added,
        } => {
            field(
                ui,
                t!("views-task-at-least-updates"),
                at_least,
                1..=1_000_000,
            ) | field(ui, t!("views-task-max-added"), max_added, 1..=10)
        }
        Check::FlipToPerfect => false,
        Check::PcaTurn { degrees, max_moved } => {
            field(ui, t!("views-task-more-than-degrees"), degrees, 1.0..=89.0)
                | field(ui, t!("views-task-max-moved"), max_moved, 1..=10)
        }
        Check::Spoil { max_added } => field(ui, t!("views-task-max-added"), max_added, 1..=10),
        Check::KMeansMove {
            centre,
            distance,
            centres,
        } => {
            let k = centres.len().max(1);
            field(ui, t!("views-task-centre"), centre, 1..=k)
                | field(ui, t!("views-task-within-distance"), distance, 0.01..=10.0)
        }
        Check::Tune(Goal::CrossEntropy { steps, at_most }) => {
            field(ui, t!("views-task-steps"), steps, 1..=1_000_000)
                | field(ui, t!("views-task-ce-at-most"), at_most, 0.001..=10.0)
        }
        Check::Tune(Goal::SupportVectors { count }) => {
            field(ui, t!("views-task-support-vectors"), count, 1..=1000)
        }
        // The hypothesis set, the target and the question are written in the script's file.
        Check::PlaceDichotomies { points, .. } => field(
            ui,
            t!("views-task-points-to-place"),
            points,
            1..=crate::vc::dichotomies::MOST_POINTS,
        ),
        Check::VcNumber { within, .. } => field(ui, t!("views-task-within"), within, 0.0..=1e6),
        Check::BinsNumber { within, .. } => field(ui, t!("views-task-within"), within, 0.0..=1.0),
        Check::FeatureCount { degree } => field(
            ui,
            t!("views-task-degree"),
            degree,
            1..=crate::transform::MAX_DEGREE,
        ),
        Check::CircleRadius {
            axis,
            within,
            after_next_update,
        } => {
            field(ui, t!("views-task-axis"), axis, 1..=2)
                | field(ui, t!("views-task-within"), within, 0.0..=1e6)
                | ui.checkbox(after_next_update, t!("views-task-after-next-update"))
                    .on_hover_text(t!("views-task-after-next-update-tip"))
                    .changed()
        }
        Check::SeparatingFeatures => false,
        Check::FitNumber { question } => fit_question_ui(ui, question),
        Check::CoinFlips { flips } => field(
            ui,
            t!("views-task-flips"),
            flips,
            1..=crate::script::task::coins::MOST_FLIPS,
        ),
    }
}

/// "The error at a score": the score, the error and the tolerance; true when one changed.
fn error_at_ui(
    ui: &mut egui::Ui,
    score: &mut f64,
    measure: &mut ErrorMeasure,
    within: &mut f64,
) -> bool {
    let mut changed = field(ui, t!("views-task-score-at"), score, -100.0..=100.0);
    ui.horizontal(|ui| {
        let label = ui.label_formula(t!("views-task-measure"));
        egui::ComboBox::from_id_salt("exercise measure")
            .selected_text(measure.name())
            .show_ui(ui, |ui| {
                for m in ErrorMeasure::ALL {
                    changed |= ui.selectable_value(measure, m, m.name()).changed();
                }
            })
            .response
            .labelled_by(label.id);
    });
    changed | field(ui, t!("views-task-within"), within, 0.0..=1e6)
}
