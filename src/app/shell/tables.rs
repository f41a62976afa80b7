//! Every plot as a table a screen reader reads row by row: the window of tables (F8, or the
//! Access menu) lists the workspace's — each point's y·s and errors, E_in over t, D(α) and
//! P(w) over t, J over K-means' half steps — and, focused, moves through the rows with the
//! arrow keys (PageUp/PageDown: ten rows, Home/End), each row announced in one sentence with
//! its columns' names. A sampled plot's table says so.

use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use egui::{Key, Modifiers};

use crate::app::command::Command;
use crate::t;

/// Rows shown around the current one.
const SHOWN_ROWS: usize = 12;

/// One plot's numbers.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub name: String,
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
    /// What the rows leave out (a sampled trace, a cap), said under the name.
    pub note: Option<String>,
}

impl Table {
    /// Row `k` read with its columns' names: "Row 3 of 40: P = 3, x₁ = 1.2, …" (Chinese: "第 3
    /// 行，共 40 行：P = 3，x₁ = 1.2，…", access-table-cell-separator).
    pub fn row_text(&self, k: usize) -> String {
        let cells: Vec<String> = self
            .columns
            .iter()
            .zip(&self.rows[k])
            .map(|(name, value)| format!("{name} = {value}"))
            .collect();
        t!(
            "access-table-row",
            k = k + 1,
            count = self.rows.len(),
            cells = cells.join(t!("access-table-cell-separator"))
        )
    }
}

/// The tables' window: open or not, the table chosen and its row.
#[derive(Debug, Default)]
pub struct TablesWindow {
    pub open: bool,
    chosen: usize,
    row: usize,
    /// The table takes the keyboard next frame (the window was just opened by key).
    focus_next: bool,
}

impl TablesWindow {
    /// Opens the window with the keyboard on its table, or closes it.
    pub fn toggle(&mut self) {
        self.open = !self.open;
        self.focus_next = self.open;
    }

    /// The window, when open, with the tables of the workspace shown.
    pub fn ui(&mut self, ctx: &egui::Context, tables: &[Table], commands: &mut Vec<Command>) {
        if !self.open {
            return;
        }
        let mut open = self.open;
        egui::Window::new(t!("access-tables-title"))
            .open(&mut open)
            .default_width(520.0)
            .show(ctx, |ui| self.contents_ui(ui, tables, commands));
        self.open = open;
    }

    fn contents_ui(&mut self, ui: &mut egui::Ui, tables: &[Table], commands: &mut Vec<Command>) {
        if tables.is_empty() {
            ui.label_formula(t!("access-tables-none"));
            return;
        }
        self.chosen = self.chosen.min(tables.len() - 1);
        ui.horizontal_wrapped(|ui| {
            for (k, table) in tables.iter().enumerate() {
                let name = formula::text(ui.style(), &table.name);
                let tab = ui.selectable_label(self.chosen == k, name);
                if tab.named_as(&table.name).clicked() {
                    self.chosen = k;
                    self.row = 0;
                    self.focus_next = true;
                }
            }
        });
        let table = &tables[self.chosen];
        if let Some(note) = &table.note {
            ui.weak(note);
        }
        if table.rows.is_empty() {
            ui.label_formula(t!("access-tables-empty"));
            return;
        }
        self.row = self.row.min(table.rows.len() - 1);
        ui.weak_formula(t!("access-tables-keys"));
        let start = self
            .row
            .saturating_sub(SHOWN_ROWS / 2)
            .min(table.rows.len().saturating_sub(SHOWN_ROWS));
        let end = (start + SHOWN_ROWS).min(table.rows.len());
        let grid = egui::Grid::new(("table", self.chosen))
            .striped(true)
            .show(ui, |ui| {
                for name in &table.columns {
                    ui.strong_formula(name);
                }
                ui.end_row();
                for k in start..end {
                    for value in &table.rows[k] {
                        let text = egui::RichText::new(value);
                        ui.label(if k == self.row {
                            text.strong().underline()
                        } else {
                            text
                        });
                    }
                    ui.end_row();
                }
            });
        let id = ui.unique_id().with(("table rows", self.chosen));
        let response = ui.interact(grid.response.rect, id, egui::Sense::click());
        if std::mem::take(&mut self.focus_next) || response.clicked() {
            response.request_focus();
        }
        if response.has_focus() {
            ui.painter().rect_stroke(
                grid.response.rect.expand(2.0),
                2.0,
                ui.visuals().selection.stroke,
                egui::StrokeKind::Outside,
            );
            ui.memory_mut(|m| {
                m.set_focus_lock_filter(
                    id,
                    egui::EventFilter {
                        vertical_arrows: true,
                        horizontal_arrows: true,
                        tab: false,
                        escape: false,
                    },
                );
            });
            if let Some(row) = self.moved(ui.ctx(), table.rows.len()) {
                self.row = row;
                commands.push(Command::Announce(table.row_text(row)));
            }
        }
        let name = format!("{}: {}", table.name, table.row_text(self.row));
        ui.ctx().accesskit_node_builder(id, |node| {
            node.set_role(egui::accesskit::Role::Table);
            node.set_label(name);
            node.set_row_count(table.rows.len());
            node.set_column_count(table.columns.len());
        });
    }

    /// The row the keys of this frame go to, if they moved.
    fn moved(&self, ctx: &egui::Context, count: usize) -> Option<usize> {
        let last = count - 1;
        let mut row = self.row;
        ctx.input_mut(|i| {
            for (key, to) in [
                (Key::ArrowDown, (row + 1).min(last)),
                (Key::ArrowUp, row.saturating_sub(1)),
                (Key::PageDown, (row + 10).min(last)),
                (Key::PageUp, row.saturating_sub(10)),
                (Key::Home, 0),
                (Key::End, last),
            ] {
                if i.consume_key(Modifiers::NONE, key) {
                    row = to;
                }
            }
        });
        (row != self.row).then_some(row)
    }
}
