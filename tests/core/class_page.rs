//! The class server's page: its code (the JS glue and the wasm) asked for by a versioned name
//! written into index.html, and kept by the browser for good; index.html and the code asked for
//! without its version are checked again each time.

use crate::class::{get, get_path, runtime, serving_page};

/// The header `name`'s value in a server's answer.
fn header_of(answer: &[u8], name: &str) -> Option<String> {
    let text = String::from_utf8_lossy(answer);
    text.lines().find_map(|l| {
        let (key, value) = l.split_once(':')?;
        key.eq_ignore_ascii_case(name)
            .then(|| value.trim().to_owned())
    })
}

#[test]
fn the_page_s_code_is_asked_for_by_its_version_and_kept_for_good() {
    let dir = std::env::temp_dir().join(format!("linlab-class-code-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let html = "<script type=\"module\">import init from '/linlab.js'; \
                init({ module_or_path: '/linlab_bg.wasm' });</script>\
                <link rel=\"modulepreload\" href=\"/linlab.js\">";
    std::fs::write(dir.join("index.html"), html).expect("written");
    std::fs::write(dir.join("linlab.js"), "export default function init() {}").expect("written");
    std::fs::write(dir.join("linlab_bg.wasm"), b"\0asm\x01\0\0\0").expect("written");
    let class = serving_page(&dir);
    let runtime = runtime();
    let index = get(&runtime, class.address(), "");
    assert_eq!(
        header_of(&index, "cache-control").as_deref(),
        Some("no-cache")
    );
    let text = String::from_utf8_lossy(&index).into_owned();
    let versioned = |name: &str| {
        let start = text.find(&format!("'/{name}?v=")).expect(name) + 1;
        let end = start + text[start..].find('\'').expect("a closing quote");
        text[start..end].to_owned()
    };
    let (js, wasm) = (versioned("linlab.js"), versioned("linlab_bg.wasm"));
    assert!(text.contains(&format!("href=\"{js}\"")), "{text}");
    for path in [&js, &wasm] {
        let answer = get_path(&runtime, class.address(), path, "");
        assert!(String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 200"));
        let lifetime = header_of(&answer, "cache-control").expect("a lifetime");
        assert!(lifetime.contains("immutable") && lifetime.contains("max-age=31536000"));
    }
    // Without its version (or with another), the code is checked again each time.
    for path in ["/linlab.js", "/linlab.js?v=00000000-1"] {
        let answer = get_path(&runtime, class.address(), path, "");
        assert_eq!(
            header_of(&answer, "cache-control").as_deref(),
            Some("no-cache"),
            "{path}"
        );
    }
    class.stop();
    let _ = std::fs::remove_dir_all(dir);
}
