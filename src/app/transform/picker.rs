//! The choice of Φ in the left panel: the identity, the lecture's circle transform, two
//! features picked from a menu (so that Z is a plane), or Φ_Q for Q up to 10 in monomials or
//! Legendre polynomials; and the features' names as the window writes them (x₁², L₂(x₁)).

use crate::app::command::{Command, RoomAction, TransformAction};
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::prefs::KernelBeside;
use crate::number::{subscript, superscript};
use crate::t;
use crate::transform::{Basis, MAX_DEGREE, Monomial, Transform};

/// The features a pair is picked from: every monomial of degree 1 to 3 in x₁ and x₂.
fn pair_menu() -> Vec<Monomial> {
    Transform::Poly {
        degree: 3,
        basis: Basis::Monomial,
    }
    .terms(2)
}

/// The kinds of Φ, as the radio buttons offer them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Identity,
    Circle,
    Pair,
    Poly,
}

fn kind_of(phi: &Transform) -> Kind {
    match phi {
        Transform::Identity => Kind::Identity,
        Transform::Circle => Kind::Circle,
        Transform::Pair(..) => Kind::Pair,
        Transform::Poly { .. } => Kind::Poly,
    }
}

/// A feature as the window writes it: "x₁²x₂", "L₂(x₁)·L₁(x₂)", "1" for the constant.
pub fn shown_name(m: &Monomial, basis: Basis) -> String {
    let factors: Vec<String> = m
        .powers
        .iter()
        .enumerate()
        .filter(|(_, p)| **p > 0)
        .map(|(j, &p)| match (basis, p) {
            (Basis::Monomial, 1) => format!("x{}", subscript(j + 1)),
            (Basis::Monomial, p) => format!("x{}{}", subscript(j + 1), superscript(u32::from(p))),
            (Basis::Legendre, p) => {
                format!("L{}(x{})", subscript(usize::from(p)), subscript(j + 1))
            }
        })
        .collect();
    match (factors.is_empty(), basis) {
        (true, _) => "1".to_owned(),
        (false, Basis::Monomial) => factors.concat(),
        (false, Basis::Legendre) => factors.join("·"),
    }
}

/// Φ in words: "z = (1, x₁², x₂²)" for a plane, "Φ₅: 20 features" past it.
pub fn describe(phi: &Transform) -> String {
    let basis = phi.basis();
    let terms = phi.terms(2);
    match phi {
        Transform::Poly {
            degree,
            basis: Basis::Monomial,
        } => t!(
            "transform-describe-poly",
            q = subscript(usize::from(*degree)),
            count = terms.len()
        ),
        Transform::Poly { degree, .. } => t!(
            "transform-describe-legendre",
            q = subscript(usize::from(*degree)),
            count = terms.len()
        ),
        _ => {
            let names: Vec<String> = std::iter::once("1".to_owned())
                .chain(terms.iter().map(|m| shown_name(m, basis)))
                .collect();
            format!("z = ({})", names.join(", "))
        }
    }
}

/// The controls; a new Φ is sent as the workspace's action.
pub fn picker_ui(ui: &mut egui::Ui, phi: &Transform, commands: &mut Vec<Command>) {
    ui.strong(t!("transform-phi-heading"));
    let mut chosen = phi.clone();
    let kind = kind_of(phi);
    let mut pick = |ui: &mut egui::Ui, k: Kind, label: &str, tip: &str, to: Transform| {
        let text = formula::text(ui.style(), label);
        let radio = ui.radio(kind == k, text).named_as(label);
        if radio.on_hover_formula(tip).clicked() && kind != k {
            chosen = to;
        }
    };
    pick(
        ui,
        Kind::Identity,
        t!("transform-phi-identity"),
        t!("transform-phi-identity-tip"),
        Transform::Identity,
    );
    pick(
        ui,
        Kind::Circle,
        t!("transform-phi-circle"),
        t!("transform-phi-circle-tip"),
        Transform::Circle,
    );
    let menu = pair_menu();
    pick(
        ui,
        Kind::Pair,
        t!("transform-phi-pair"),
        t!("transform-phi-pair-tip"),
        Transform::Pair(menu[2].clone(), menu[3].clone()),
    );
    pick(
        ui,
        Kind::Poly,
        t!("transform-phi-poly"),
        t!("transform-phi-poly-tip"),
        Transform::QUADRATIC,
    );
    match &chosen {
        Transform::Pair(f, g) => {
            let (mut f, mut g) = (f.clone(), g.clone());
            ui.horizontal(|ui| {
                feature_menu(ui, "transform pair first", "z₁", &mut f, &menu);
                feature_menu(ui, "transform pair second", "z₂", &mut g, &menu);
            });
            if f != g {
                chosen = Transform::Pair(f, g);
            }
        }
        Transform::Poly { degree, basis } => {
            let (mut degree, mut basis) = (*degree, *basis);
            ui.add(egui::Slider::new(&mut degree, 1..=MAX_DEGREE).text("Q"))
                .on_hover_formula(t!("transform-phi-q-tip"));
            let mut legendre = basis == Basis::Legendre;
            ui.checkbox(&mut legendre, t!("transform-phi-legendre"))
                .on_hover_formula(t!("transform-phi-legendre-tip"));
            basis = if legendre {
                Basis::Legendre
            } else {
                Basis::Monomial
            };
            chosen = Transform::Poly { degree, basis };
        }
        _ => {}
    }
    ui.label_formula(describe(&chosen));
    if &chosen != phi {
        commands.push(Command::Room(RoomAction::Transform(
            TransformAction::SetTransform(chosen),
        )));
    }
}

/// A menu of the features a pair's `axis` can be.
fn feature_menu(
    ui: &mut egui::Ui,
    id: &str,
    axis: &str,
    feature: &mut Monomial,
    menu: &[Monomial],
) {
    let label = ui.label(format!("{axis} ="));
    egui::ComboBox::from_id_salt(id)
        .selected_text(shown_name(feature, Basis::Monomial))
        .show_ui(ui, |ui| {
            for m in menu {
                ui.selectable_value(feature, m.clone(), shown_name(m, Basis::Monomial));
            }
        })
        .response
        .labelled_by(label.id);
}

/// The kernel SVM on X drawn beside Φ's curve: none, the polynomial kernel of Φ's degree, or
/// the Gaussian.
pub fn kernel_ui(ui: &mut egui::Ui, beside: &mut KernelBeside, degree: u8) {
    ui.add_space(4.0);
    ui.label(t!("transform-kernel-heading"))
        .on_hover_formula(t!("transform-kernel-tip"));
    ui.horizontal_wrapped(|ui| {
        ui.selectable_value(beside, KernelBeside::Off, t!("transform-kernel-off"));
        ui.selectable_value(
            beside,
            KernelBeside::Polynomial,
            t!("transform-kernel-poly", q = degree.to_string()),
        );
        ui.selectable_value(
            beside,
            KernelBeside::Gaussian,
            t!("transform-kernel-gaussian"),
        );
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features_are_written_as_the_notes_write_them() {
        let terms = Transform::QUADRATIC.terms(2);
        let names: Vec<String> = terms
            .iter()
            .map(|m| shown_name(m, Basis::Monomial))
            .collect();
        assert_eq!(names, ["x₁", "x₂", "x₁²", "x₁x₂", "x₂²"]);
        assert_eq!(shown_name(&terms[3], Basis::Legendre), "L₁(x₁)·L₁(x₂)");
        assert_eq!(crate::number::superscript(10), "¹⁰");
    }
}
