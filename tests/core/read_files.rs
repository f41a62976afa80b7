//! Reading point files as a teacher would open them: the course's own data files, the reference
//! sets, a corpus of broken files (`tests/data/bad/`, each with the error it must give and where)
//! and of awkward good ones (`tests/data/good/`); writing points and reading them back bit for
//! bit; and arbitrary bytes, which must give an error or points, never a panic. The broken files'
//! table and its tests are in `read_files/bad_corpus.rs`; numbers read bit for bit as std reads them,
//! in `read_files/numbers.rs`; files larger than a block read as in memory, in
//! `read_files/blocks.rs`.

use std::path::{Path, PathBuf};

use linlab::data::Dataset;
use linlab::read::{
    Format, Loaded, ReadError, ReadErrorKind, parse_bytes, read_path, write_points,
};
use proptest::prelude::*;

mod bad_corpus;
mod blocks;
mod numbers;

const SHARED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared");
const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");

fn load(path: &Path) -> Loaded {
    read_path(path).unwrap_or_else(|e| panic!("{} should read: {e}", path.display()))
}

fn features(data: &Dataset, n: usize) -> Vec<f64> {
    data.features(n).collect()
}

/// How many rows of numbers a whitespace file holds, counted without the reader.
fn count_rows(path: &Path) -> usize {
    let text = std::fs::read_to_string(path).expect("a text file");
    text.lines().filter(|line| !line.trim().is_empty()).count()
}

/// A real file and what is in it: N, d and its first and last points.
struct Known<'a> {
    path: &'static str,
    n: usize,
    d: usize,
    first: (&'a [f64], f64),
    last: (&'a [f64], f64),
}

fn check_known(known: &Known<'_>) {
    let path = PathBuf::from(SHARED).join(known.path);
    let loaded = load(&path);
    let data = &loaded.data;
    assert_eq!(loaded.format, Format::Whitespace, "{}", known.path);
    assert_eq!(
        (data.len(), data.dim()),
        (known.n, known.d),
        "{}",
        known.path
    );
    assert_eq!(count_rows(&path), known.n, "{}", known.path);
    assert_eq!(features(data, 0), known.first.0, "{}", known.path);
    assert_eq!(data.label(0), known.first.1, "{}", known.path);
    assert_eq!(features(data, known.n - 1), known.last.0, "{}", known.path);
    assert_eq!(data.label(known.n - 1), known.last.1, "{}", known.path);
    let names: Vec<String> = (1..=known.d).map(|i| format!("x{i}")).collect();
    assert_eq!(loaded.feature_names, names);
    assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
}

#[test]
fn reads_the_course_files() {
    let hw3_test_first = [
        0.26502, 0.5486, 0.971, 0.19333, 0.12207, 0.81528, 0.46743, 0.45889, 0.31004, 0.3307,
        0.43078, 0.50661, 0.57281, 0.052715, 0.50443, 0.78686, 0.20099, 0.85909, 0.26772, 0.13751,
    ];
    let hw3_test_last = [
        0.75742, 0.55526, 0.011934, 0.9388, 0.83023, 0.94229, 0.62723, 0.72836, 0.84191, 0.82083,
        0.67074, 0.34626, 0.4372, 0.06894, 0.37459, 0.5324, 0.90646, 0.80518, 0.66021, 0.24521,
    ];
    let hw3_train_first = [
        0.57548, 0.53938, 0.72311, 0.23702, 0.95864, 0.85208, 0.68642, 0.35431, 0.0095435, 0.93523,
        0.21656, 0.62107, 0.31371, 0.82675, 0.61655, 0.17468, 0.12009, 0.38317, 0.35514, 0.39439,
    ];
    let hw3_train_last = [
        0.9796, 0.47349, 0.74238, 0.32886, 0.07117, 0.41161, 0.8141, 0.61828, 0.95924, 0.30868,
        0.40531, 0.41065, 0.97476, 0.7757, 0.47813, 0.60909, 0.82917, 0.16425, 0.24958, 0.46893,
    ];
    let files = [
        Known {
            path: "data/course/hw1_15_train.dat",
            n: 400,
            d: 4,
            first: (&[0.97681, 0.10723, 0.64385, 0.29556], 1.0),
            last: (&[0.072491, 0.2242, 0.62592, 0.67238], 1.0),
        },
        Known {
            path: "data/course/hw1_18_test.dat",
            n: 500,
            d: 4,
            first: (&[0.62926, 0.32783, 0.010417, 0.73102], 1.0),
            last: (&[0.36302, 0.34961, 0.12651, 0.54315], 1.0),
        },
        Known {
            path: "data/course/hw1_18_train.dat",
            n: 500,
            d: 4,
            first: (&[0.94544, 0.42842, 0.79833, 0.16244], -1.0),
            last: (&[0.50315, 0.41884, 0.026094, 0.91623], 1.0),
        },
        Known {
            path: "data/course/hw3_test.dat",
            n: 3000,
            d: 20,
            first: (&hw3_test_first, 1.0),
            last: (&hw3_test_last, 1.0),
        },
        Known {
            path: "data/course/hw3_train.dat",
            n: 1000,
            d: 20,
            first: (&hw3_train_first, 1.0),
            last: (&hw3_train_last, -1.0),
        },
    ];
    for known in &files {
        check_known(known);
    }
}

#[test]
fn every_course_file_is_covered() {
    let dir = PathBuf::from(SHARED).join("data/course");
    let dat_files = std::fs::read_dir(&dir)
        .expect("the course folder")
        .filter_map(Result::ok)
        .filter(|entry| entry.path().extension().is_some_and(|e| e == "dat"))
        .count();
    assert_eq!(
        dat_files, 5,
        "a new course file: add it to reads_the_course_files"
    );
}

#[test]
fn reads_the_reference_sets_with_the_size_their_json_says() {
    let files = [
        Known {
            path: "reference/ref_noisy_d2.dat",
            n: 300,
            d: 2,
            first: (&[-0.557359, -1.357308], 1.0),
            last: (&[0.997221, -0.201812], -1.0),
        },
        Known {
            path: "reference/ref_noisy_d5.dat",
            n: 400,
            d: 5,
            first: (&[-1.849187, -0.526249, 0.437711, 1.522635, 2.172302], 1.0),
            last: (&[1.988203, -1.228235, -0.732132, -2.966039, 2.367104], 1.0),
        },
        Known {
            path: "reference/ref_separable_d2.dat",
            n: 186,
            d: 2,
            first: (&[0.822411, 2.795235], 1.0),
            last: (&[-1.843779, -1.572019], -1.0),
        },
        Known {
            path: "reference/ref_separable_d3.dat",
            n: 147,
            d: 3,
            first: (&[-0.822896, 0.514142, -0.124803], 1.0),
            last: (&[-2.263766, 1.263996, -0.001995], 1.0),
        },
    ];
    for known in &files {
        check_known(known);
        let json_path = PathBuf::from(SHARED).join(known.path.replace(".dat", ".json"));
        let json = std::fs::read_to_string(json_path).expect("the settings file");
        let settings: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
        assert_eq!(
            settings["n"].as_u64(),
            Some(known.n as u64),
            "{}",
            known.path
        );
        assert_eq!(
            settings["d"].as_u64(),
            Some(known.d as u64),
            "{}",
            known.path
        );
    }
}

fn text(s: &str) -> String {
    s.to_owned()
}

/// A good file and what must come out of it.
struct Good {
    file: &'static str,
    format: Format,
    n: usize,
    names: &'static [&'static str],
    first: (&'static [f64], f64),
    notices: usize,
}

#[test]
fn reads_the_awkward_good_files() {
    let files = [
        Good {
            file: "bom.dat",
            format: Format::Whitespace,
            n: 2,
            names: &["x1", "x2"],
            first: (&[0.1, 0.2], 1.0),
            notices: 0,
        },
        Good {
            file: "crlf.dat",
            format: Format::Whitespace,
            n: 2,
            names: &["x1", "x2"],
            first: (&[0.1, 0.2], 1.0),
            notices: 0,
        },
        Good {
            file: "header.dat",
            format: Format::Whitespace,
            n: 2,
            names: &["width", "height"],
            first: (&[1.5, 2.5], 1.0),
            notices: 1,
        },
        Good {
            file: "zero_one_labels.dat",
            format: Format::Whitespace,
            n: 3,
            names: &["x1", "x2"],
            first: (&[0.1, 0.2], 1.0),
            notices: 1,
        },
        Good {
            file: "yes_no_labels.dat",
            format: Format::Whitespace,
            n: 2,
            names: &["x1", "x2"],
            first: (&[0.1, 0.2], 1.0),
            notices: 1,
        },
        Good {
            file: "one_two_labels.dat",
            format: Format::Whitespace,
            n: 2,
            names: &["x1", "x2"],
            first: (&[0.1, 0.2], -1.0),
            notices: 1,
        },
        Good {
            file: "one_class.dat",
            format: Format::Whitespace,
            n: 2,
            names: &["x1", "x2"],
            first: (&[0.1, 0.2], 1.0),
            notices: 0,
        },
        Good {
            file: "comments.dat",
            format: Format::Whitespace,
            n: 2,
            names: &["x1", "x2"],
            first: (&[0.1, 0.2], 1.0),
            notices: 0,
        },
        Good {
            file: "spreadsheet.csv",
            format: Format::Csv,
            n: 2,
            names: &["width, cm", "height"],
            first: (&[1.5, 2.5], 1.0),
            notices: 2,
        },
        Good {
            file: "semicolon.csv",
            format: Format::Csv,
            n: 2,
            names: &["x1", "x2"],
            first: (&[0.1, 0.2], 1.0),
            notices: 1,
        },
        Good {
            file: "no_header.csv",
            format: Format::Csv,
            n: 2,
            names: &["x1", "x2"],
            first: (&[0.1, 0.2], 1.0),
            notices: 0,
        },
        Good {
            file: "svm_toy.libsvm",
            format: Format::Libsvm,
            n: 3,
            names: &["x1", "x2"],
            first: (&[0.43, 0.71], 1.0),
            notices: 0,
        },
    ];
    let listed = std::fs::read_dir(PathBuf::from(DATA).join("good"))
        .expect("the good corpus")
        .count();
    assert_eq!(listed, files.len(), "a good file is missing from the table");
    for good in &files {
        let loaded = load(&PathBuf::from(DATA).join("good").join(good.file));
        assert_eq!(loaded.format, good.format, "{}", good.file);
        assert_eq!(loaded.data.len(), good.n, "{}", good.file);
        assert_eq!(loaded.feature_names, good.names, "{}", good.file);
        assert_eq!(features(&loaded.data, 0), good.first.0, "{}", good.file);
        assert_eq!(loaded.data.label(0), good.first.1, "{}", good.file);
        assert_eq!(
            loaded.notices.len(),
            good.notices,
            "{}: {:?}",
            good.file,
            loaded.notices
        );
    }
}

#[test]
fn zero_one_labels_are_mapped_and_said_so() {
    let loaded = load(&PathBuf::from(DATA).join("good/zero_one_labels.dat"));
    assert_eq!(loaded.data.labels(), &[1.0, -1.0, -1.0]);
    assert_eq!(loaded.notices, vec!["labels 0/1 were read as −1/+1"]);
}

#[test]
fn any_two_labels_are_mapped_in_sorted_order_and_said_so() {
    let loaded = load(&PathBuf::from(DATA).join("good/one_two_labels.dat"));
    assert_eq!(loaded.data.labels(), &[-1.0, 1.0]);
    assert_eq!(
        loaded.notices,
        vec!["labels 1/2 were read as −1/+1 in sorted order: 1 is × (−1), 2 is ○ (+1)"]
    );
    let words = load(&PathBuf::from(DATA).join("good/yes_no_labels.dat"));
    assert_eq!(words.data.labels(), &[1.0, -1.0]);
    let classes = words.classes.expect("the labels as read");
    assert_eq!(classes.classes.names(), &["no", "yes"]);
}

#[test]
fn the_svm_toy_file_fills_in_missing_features() {
    let loaded = load(&PathBuf::from(DATA).join("good/svm_toy.libsvm"));
    assert_eq!(features(&loaded.data, 2), vec![0.0, 0.9]);
    assert_eq!(loaded.data.labels(), &[1.0, -1.0, 1.0]);
}

#[test]
fn a_folder_or_a_missing_file_gives_a_clear_error() {
    let folder = read_path(Path::new(DATA))
        .map(|_| ())
        .expect_err("a folder");
    assert_eq!(folder.kind, ReadErrorKind::IsDirectory);
    assert_eq!(folder.to_string(), "data: this is a folder, not a file");
    let missing_path = PathBuf::from(DATA).join("no_such_file.dat");
    let missing = read_path(&missing_path).map(|_| ()).expect_err("missing");
    assert_eq!(missing.kind, ReadErrorKind::NotFound);
    assert_eq!(missing.to_string(), "no_such_file.dat: no such file");
    assert_eq!((missing.line, missing.column), (None, None));
}

/// Points that are awkward to write: signed zeros, the smallest subnormal, the largest double,
/// values with no short decimal form.
fn awkward_points() -> Dataset {
    let rows = [
        [0.1 + 0.2, -0.0, 5e-324],
        [f64::MAX, f64::MIN_POSITIVE, -1e-7],
        [0.0, 0.0, 0.0],
        [1.0 / 3.0, -123456789.125, 1e22],
    ];
    let flat: Vec<f64> = rows.concat();
    Dataset::from_rows(3, &flat, &[1.0, -1.0, -1.0, 1.0]).expect("valid points")
}

const FORMATS: [Format; 3] = [Format::Whitespace, Format::Csv, Format::Libsvm];

/// Writes `data` in `format`, reads it back, and checks every value and label bit for bit.
fn round_trip(data: &Dataset, format: Format, names: &[String]) -> Result<Loaded, String> {
    let written = write_points(data, format, names);
    let loaded = parse_bytes(written.as_bytes(), "saved").map_err(|e| format!("{e}\n{written}"))?;
    let same_bits = |a: &Dataset, b: &Dataset| {
        a.len() == b.len()
            && a.dim() == b.dim()
            && (0..a.len()).all(|n| {
                a.label(n).to_bits() == b.label(n).to_bits()
                    && a.features(n)
                        .map(f64::to_bits)
                        .eq(b.features(n).map(f64::to_bits))
            })
    };
    if loaded.format != format {
        return Err(format!("read back as {:?}:\n{written}", loaded.format));
    }
    if !same_bits(data, &loaded.data) {
        return Err(format!("points differ after:\n{written}"));
    }
    Ok(loaded)
}

#[test]
fn awkward_values_survive_a_round_trip_in_every_format() {
    let data = awkward_points();
    for format in FORMATS {
        round_trip(&data, format, &[]).unwrap_or_else(|e| panic!("{format:?}: {e}"));
    }
}

#[test]
fn names_survive_a_round_trip_where_the_format_has_a_header() {
    let data = awkward_points();
    let names = vec![text("width"), text("height"), text("depth")];
    for format in [Format::Whitespace, Format::Csv] {
        let loaded = round_trip(&data, format, &names).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(loaded.feature_names, names, "{format:?}");
    }
    let awkward = vec![text("a, b"), text("y"), text("")];
    let loaded = round_trip(&data, Format::Csv, &awkward).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.feature_names, vec!["a__b", "y_", "x3"]);
}

#[test]
fn course_files_are_written_back_as_the_course_wrote_them() {
    let path = PathBuf::from(SHARED).join("data/course/hw1_15_train.dat");
    let loaded = load(&path);
    let written = write_points(&loaded.data, Format::Whitespace, &loaded.feature_names);
    assert!(
        written.starts_with("0.97681 0.10723 0.64385 0.29556 1\n"),
        "{}",
        &written[..80]
    );
    for format in FORMATS {
        round_trip(&loaded.data, format, &loaded.feature_names)
            .unwrap_or_else(|e| panic!("{format:?}: {e}"));
    }
}

/// A unique file in the temp folder, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str) -> Self {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let unique = format!("linlab-{}-{nanos}-{name}", std::process::id());
        Self(std::env::temp_dir().join(unique))
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[test]
fn a_million_rows_read_whole() {
    // The speed of this read is a figure of `cargo bench --bench learners`; here, that it is
    // right, every row of it, written into the pages another thread made ready. A debug build
    // reads a fifth of the rows (still more than the 4 MB of room that starts the thread).
    let rows = if cfg!(debug_assertions) {
        200_000
    } else {
        1_000_000
    };
    let mut text = String::with_capacity(rows * 24);
    for n in 0..rows {
        let x1 = (n % 1000) as f64 / 1000.0;
        let x2 = -((n % 777) as f64) / 777.0;
        let y = if n % 3 == 0 { "-1" } else { "1" };
        text += &format!("{x1}\t{x2} {y}\r\n");
    }
    let file = TempFile::new("million.dat");
    std::fs::write(&file.0, text).expect("the temp folder is writable");
    let loaded = load(&file.0);
    assert_eq!((loaded.data.len(), loaded.data.dim()), (rows, 2));
    assert_eq!(
        features(&loaded.data, rows - 1),
        vec![0.999, -(((rows - 1) % 777) as f64) / 777.0]
    );
    let wrong = (0..rows).find(|&n| {
        let x = [(n % 1000) as f64 / 1000.0, -((n % 777) as f64) / 777.0];
        let y = if n % 3 == 0 { -1.0 } else { 1.0 };
        features(&loaded.data, n) != x || loaded.data.label(n) != y
    });
    assert_eq!(wrong, None, "the first row read wrong");
}

/// Random finite points: every kind of finite double (normal, subnormal, ±0), labels ±1.
fn any_points() -> impl Strategy<Value = Dataset> {
    use proptest::num::f64::{NEGATIVE, NORMAL, POSITIVE, SUBNORMAL, ZERO};
    (1usize..6, 1usize..20).prop_flat_map(|(dim, n)| {
        let value = NORMAL | SUBNORMAL | ZERO | POSITIVE | NEGATIVE;
        let values = prop::collection::vec(value, dim * n);
        let labels = prop::collection::vec(prop::bool::ANY, n);
        (values, labels).prop_map(move |(values, labels)| {
            let labels: Vec<f64> = labels.iter().map(|&p| if p { 1.0 } else { -1.0 }).collect();
            Dataset::from_rows(dim, &values, &labels).expect("finite values, ±1 labels")
        })
    })
}

/// Text made of what point files are made of, and what goes wrong in them.
const POINTS_ALPHABET: &str = "[0-9 \t\r\n:,;+\\-eE.#\"xyaN]{0,300}";

proptest! {
    #[test]
    fn random_points_survive_a_round_trip(data in any_points(), format_index in 0usize..3) {
        let format = FORMATS[format_index];
        let result = round_trip(&data, format, &[]);
        prop_assert!(result.is_ok(), "{:?}: {}", format, result.err().unwrap_or_default());
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        let _ = parse_bytes(&bytes, "random.dat");
    }

    #[test]
    fn arbitrary_point_like_text_never_panics(text in POINTS_ALPHABET) {
        for name in ["random.dat", "random.csv", "random.libsvm"] {
            if let Err(error) = parse_bytes(text.as_bytes(), name) {
                prop_assert!(error.to_string().starts_with(name));
            }
        }
    }
}
