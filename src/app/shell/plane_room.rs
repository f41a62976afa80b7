//! A workspace drawn the standard way (a [`PlaneRoom`]): a status line, controls on the left, one
//! panel on the right, and its points and drawings on the plane, laid out by [`standard_panels`];
//! on a lecture's stage, the plane, and the panel when the scene brings it forward.

use crate::app::drawing::formula::FormulaUi as _;
use std::borrow::Cow;

use crate::app::document::Point;
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::drawing::outline::outlined;
use crate::app::plane::derived::Derived;
use crate::app::plane::figure::Landmark;
use crate::app::plane::{self, CurveEntry, Layer, PointsBy};
use crate::learn::{Algorithm, Answer};
use crate::script::Panel;
use crate::t;

use super::room::{ControlsContext, Frame, Room, controls_width};
use crate::app::command::Command;
use crate::app::prefs::Around;

/// A workspace drawn the standard way: a status line, controls on the left, one panel on the right, and its points and drawings on the plane.
pub(in crate::app) trait PlaneRoom: Room {
    /// The status bar's words.
    fn status_text(&self, settings: &Self::Settings) -> String;

    /// The left panel (with the window's point controls, `around`, where the room wants them).
    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        settings: &mut Self::Settings,
        around: &mut Around,
        cx: &ControlsContext,
        commands: &mut Vec<Command>,
    );

    /// The right-hand panel.
    fn panel_ui(&mut self, ui: &mut egui::Ui, settings: &mut Self::Settings, points: usize);

    /// The group each point is drawn as (empty: plain rings).
    fn groups<'a>(&'a self, points: &[Point]) -> Cow<'a, [usize]>;

    /// The names of the plane's axes: x₁ and x₂, unless the room reads the plane as another
    /// space (the Fit workspace's x and y).
    fn axis_names(&self) -> [&'static str; 2] {
        ["x₁", "x₂"]
    }

    /// Whether the plane's axes have scales of their own (Fit's graph of y against x).
    fn free_aspect(&self) -> bool {
        false
    }

    /// Whether the points are drawn as ○ and × by their labels instead of by group.
    fn by_label(&self) -> bool {
        false
    }

    /// Its named places for the keyboard's G on the plane (K-means' centres), besides the
    /// plane's own.
    fn landmarks(&self, _settings: &Self::Settings) -> Vec<Landmark> {
        Vec::new()
    }

    /// Its curves on the plane, as the legend names them (none: the plane's legend names only
    /// the points).
    fn curve_legend(&self, _settings: &Self::Settings) -> Vec<CurveEntry> {
        Vec::new()
    }

    /// Its drawings of `layer` on the plane.
    #[expect(
        clippy::too_many_arguments,
        reason = "the plane's transform, view and painter, and the workspace's inputs"
    )]
    fn paint_layer(
        &self,
        layer: Layer,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        points: &[Point],
        settings: &Self::Settings,
        dark: bool,
    );
}

/// The panels of a [`PlaneRoom`]: its status line, its controls, its right-hand panel, and the
/// plane with its points by group and its drawings.
pub(in crate::app) fn standard_panels<R: PlaneRoom>(
    room: &mut R,
    ui: &mut egui::Ui,
    frame: &mut Frame<'_, R::Settings>,
) {
    let mut no_settings = ();
    let (mut rest, settings) = frame.split(|settings| (&mut no_settings, settings));
    let mut drawn = WithSettings { room, settings };
    panels_of(&mut drawn, ui, &mut rest);
}

/// A [`PlaneRoom`] with its settings, as [`standard_panels`] draws it: one copy of the panels'
/// code serves every room.
trait Drawn {
    fn status_text(&self) -> String;
    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        around: &mut Around,
        cx: &ControlsContext,
        commands: &mut Vec<Command>,
    );
    fn panel_ui(&mut self, ui: &mut egui::Ui, points: usize);
    fn groups<'a>(&'a self, points: &[Point]) -> Cow<'a, [usize]>;
    fn by_label(&self) -> bool;
    /// The axes' names, and whether they have scales of their own.
    fn axes(&self) -> ([&'static str; 2], bool);
    fn landmarks(&self) -> Vec<Landmark>;
    fn curve_legend(&self) -> Vec<CurveEntry>;
    fn paint_layer(
        &self,
        layer: Layer,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        points: &[Point],
        dark: bool,
    );
}

struct WithSettings<'a, R: PlaneRoom> {
    room: &'a mut R,
    settings: &'a mut R::Settings,
}

impl<R: PlaneRoom> Drawn for WithSettings<'_, R> {
    fn status_text(&self) -> String {
        self.room.status_text(self.settings)
    }

    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        around: &mut Around,
        cx: &ControlsContext,
        commands: &mut Vec<Command>,
    ) {
        self.room
            .controls_ui(ui, self.settings, around, cx, commands);
    }

    fn panel_ui(&mut self, ui: &mut egui::Ui, points: usize) {
        self.room.panel_ui(ui, self.settings, points);
    }

    fn groups<'a>(&'a self, points: &[Point]) -> Cow<'a, [usize]> {
        self.room.groups(points)
    }

    fn by_label(&self) -> bool {
        self.room.by_label()
    }

    fn axes(&self) -> ([&'static str; 2], bool) {
        (self.room.axis_names(), self.room.free_aspect())
    }

    fn landmarks(&self) -> Vec<Landmark> {
        self.room.landmarks(self.settings)
    }

    fn paint_layer(
        &self,
        layer: Layer,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        points: &[Point],
        dark: bool,
    ) {
        self.room
            .paint_layer(layer, painter, t, view, points, self.settings, dark);
    }

    fn curve_legend(&self) -> Vec<CurveEntry> {
        self.room.curve_legend(self.settings)
    }
}

/// The standard panels of `room`.
fn panels_of(room: &mut dyn Drawn, ui: &mut egui::Ui, frame: &mut Frame<'_, ()>) {
    let n = frame.doc.len();
    let status = room.status_text();
    if let Some(stage) = frame.stage {
        // On the stage: the plane, and the room's panel only when the scene brings it forward
        // (or, on a phone, in the plane's place).
        if !stage.main_view && stage.panel == Some(Panel::History) {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                egui::ScrollArea::vertical().show(ui, |ui| room.panel_ui(ui, n));
            });
            return;
        }
        if stage.panel == Some(Panel::History) {
            egui::Panel::right("room panel")
                .resizable(false)
                .exact_size(stage.panel_width)
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    outlined(ui, Panel::History, |ui| {
                        egui::ScrollArea::vertical().show(ui, |ui| room.panel_ui(ui, n));
                    });
                });
        }
        // Without the panel, the legend under the plane names the room's curves.
        let curves = if stage.panel == Some(Panel::History) {
            Vec::new()
        } else {
            room.curve_legend()
        };
        plane_ui(room, ui, frame, &curves);
        return;
    }
    egui::Panel::bottom("status").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.strong(frame.around.workspace.name());
            ui.separator();
            ui.label_formula(t!("views-points-count", n = n));
            ui.separator();
            ui.label_formula(status);
        });
    });
    if frame.around.view.show_controls {
        let cx = ControlsContext {
            mode: frame.mode,
            selected: frame.plane.selected.filter(|&i| i < n),
            has_points: n > 0,
            can_step: false,
            unusable: None,
            preset_on_plane: frame.preset_on_plane,
        };
        egui::Panel::left("controls")
            .resizable(true)
            .default_size(controls_width(ui.ctx()))
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    room.controls_ui(ui, frame.around, &cx, frame.commands);
                });
            });
    }
    // The plane comes after the controls left of it and before the panel right of it.
    crate::app::plane::tab_order::place(ui);
    let width = (ui.available_width() * 0.3).clamp(240.0, 420.0);
    egui::Panel::right("room panel")
        .resizable(true)
        .default_size(width)
        .show(ui, |ui| {
            outlined(ui, Panel::History, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| room.panel_ui(ui, n));
            });
        });
    plane_ui(room, ui, frame, &[]);
}

/// The plane of a [`PlaneRoom`] in the centre: its points by group and its drawings.
fn plane_ui(
    room: &mut dyn Drawn,
    ui: &mut egui::Ui,
    frame: &mut Frame<'_, ()>,
    curves: &[CurveEntry],
) {
    egui::CentralPanel::default().show(ui, |ui| {
        let dark = ui.visuals().dark_mode;
        let mut view = frame.around.view;
        view.show_tint = false;
        view.show_mistakes = false;
        view.show_arrow = false;
        let points = frame.doc.points();
        let room: &dyn Drawn = room;
        let groups = room.groups(points);
        let mut paint = |layer, painter: &egui::Painter, t: &ScreenFromPlot, v| {
            room.paint_layer(layer, painter, t, v, points, dark);
        };
        // No line and no mistakes to ring here.
        let mistakes = Derived::default();
        let landmarks = || room.landmarks();
        let input = plane::Input {
            points,
            // No learner: nothing is shaded by its scores.
            algorithm: Algorithm::Pla,
            answer_kind: Answer::Current,
            answer: None,
            current: None,
            event: None,
            mistakes: &mistakes,
            place: frame.around.place,
            highlighted: None,
            view,
            data_id: frame.doc.data().id(),
            extras: Some(&mut paint),
            compared: None,
            title: None,
            points_by: if room.by_label() {
                PointsBy::LabelOnly
            } else {
                PointsBy::Group(&groups)
            },
            landmarks: Some(&landmarks),
            look: frame
                .stage
                .map_or_else(plane::Look::default, |stage| stage.plane),
            figure_context: frame.figure_context,
            curves,
        };
        // The room's names for the axes, for this drawing only: the plane is the window's.
        let (names, free) = room.axes();
        let before = std::mem::replace(&mut frame.plane.axis_names, names.map(str::to_owned));
        let aspect_before = std::mem::replace(&mut frame.plane.free_aspect, free);
        frame.plane.ui(ui, input, frame.commands);
        frame.plane.axis_names = before;
        frame.plane.free_aspect = aspect_before;
    });
}
