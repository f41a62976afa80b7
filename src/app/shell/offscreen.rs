//! A small CPU renderer for egui's output, so a picture of the window can be drawn at any size
//! without a window, a GPU or a particular backend (it works the same under X11, Wayland,
//! kittest and in a browser).
//!
//! It follows egui's own wgpu painter (`egui.wgsl`): vertices are in points and scaled by
//! `pixels_per_point`; vertex colours and texels are premultiplied sRGB bytes, multiplied and
//! blended **in gamma space** (`out = src + dst·(1 − src.a)`) into an 8-bit target, with
//! bilinear filtering on the bytes themselves; each clip rectangle is a scissor rounded to whole
//! pixels. That is what makes text and thin lines look like egui's. Triangles are filled with
//! exact fixed-point edge functions and a top-left rule, so a pixel on an edge shared by two
//! triangles is painted exactly once (no seams, no doubly blended anti-aliasing).
//!
//! The textures arrive as egui sends them to any painter, through [`egui::TexturesDelta`]: the
//! font atlas and every texture a view loaded, whole or patched.
//!
//! [`OffscreenWindow`] runs the whole app without a window or a GPU, for the command line's
//! pictures; [`encode_png`] writes a picture as a PNG.

use std::collections::HashMap;
use std::sync::Arc;

use egui::epaint::{ClippedPrimitive, Mesh, Primitive, Vertex};
use egui::{
    Color32, ColorImage, ImageData, TextureFilter, TextureId, TextureOptions, TextureWrapMode,
    TexturesDelta,
};

#[cfg(not(target_arch = "wasm32"))]
mod scene;
mod window;

#[cfg(not(target_arch = "wasm32"))]
pub use scene::scene_picture;
pub use window::OffscreenWindow;

/// Sub-pixel precision of vertex positions: 1/256 of a pixel.
const SUBPIXEL: f32 = 256.0;
const SUBPIXEL_BITS: u32 = 8;

/// A texture as a GPU painter would hold it: premultiplied sRGB bytes and how to sample them.
#[derive(Clone)]
struct Texture {
    image: Arc<ColorImage>,
    options: TextureOptions,
}

/// The textures of one egui context, kept up to date from its [`TexturesDelta`]s.
#[derive(Clone, Default)]
pub struct Textures {
    by_id: HashMap<TextureId, Texture>,
}

impl Textures {
    /// Uploads what `delta` sets: whole images, and patches into images already there.
    /// Frees are separate ([`Self::free`]): egui frees only after the frame is painted.
    pub fn set(&mut self, delta: &TexturesDelta) {
        for (id, deltas) in &delta.set {
            for d in deltas {
                let ImageData::Color(patch) = &d.image;
                match d.pos {
                    None => {
                        self.by_id.insert(
                            *id,
                            Texture {
                                image: patch.clone(),
                                options: d.options,
                            },
                        );
                    }
                    Some([x0, y0]) => {
                        let Some(texture) = self.by_id.get_mut(id) else {
                            continue;
                        };
                        texture.options = d.options;
                        let image = Arc::make_mut(&mut texture.image);
                        let [w, h] = image.size;
                        let [pw, ph] = patch.size;
                        for y in 0..ph.min(h.saturating_sub(y0)) {
                            let from = &patch.pixels[y * pw..][..pw.min(w.saturating_sub(x0))];
                            let start = (y0 + y) * w + x0;
                            image.pixels[start..start + from.len()].copy_from_slice(from);
                        }
                    }
                }
            }
        }
    }

    /// Forgets the textures `delta` frees.
    pub fn free(&mut self, delta: &TexturesDelta) {
        for id in &delta.free {
            self.by_id.remove(id);
        }
    }

    fn get(&self, id: TextureId) -> Option<&Texture> {
        self.by_id.get(&id)
    }
}

/// One frame of egui output to draw: everything [`render`] needs.
pub struct RenderJob {
    pub primitives: Vec<ClippedPrimitive>,
    pub textures: Textures,
    pub pixels_per_point: f32,
    /// The picture's size in pixels, `[width, height]`.
    pub size: [usize; 2],
    /// What is under everything (egui's panels normally cover it all).
    pub background: Color32,
}

/// Draws `job` into an image of `job.size` pixels (premultiplied, like egui's colours),
/// splitting the rows between the machine's cores. Fails only if no thread can be started.
pub fn render(job: &RenderJob) -> std::io::Result<ColorImage> {
    let [w, h] = job.size;
    let mut pixels = vec![job.background; w * h];
    if w == 0 || h == 0 {
        return Ok(ColorImage::new(job.size, pixels));
    }
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .clamp(1, 8);
    let rows_per_band = h.div_ceil(threads);
    std::thread::scope(|scope| {
        let mut bands = pixels.chunks_mut(rows_per_band * w).enumerate();
        // The first band is drawn on this thread, the others each on their own.
        let first = bands.next();
        for (band, rows) in bands {
            let target = Target {
                pixels: rows,
                width: w,
                height: h,
                first_row: band * rows_per_band,
            };
            std::thread::Builder::new()
                .name("linlab-render".to_owned())
                .spawn_scoped(scope, move || draw_all(job, target))?;
        }
        if let Some((_, rows)) = first {
            draw_all(
                job,
                Target {
                    pixels: rows,
                    width: w,
                    height: h,
                    first_row: 0,
                },
            );
        }
        Ok::<(), std::io::Error>(())
    })?;
    Ok(ColorImage::new(job.size, pixels))
}

/// Writes `image` (premultiplied, as [`render`] gives it) as the bytes of an RGBA PNG.
pub fn encode_png(image: &ColorImage) -> Result<Vec<u8>, png::EncodingError> {
    let [w, h] = image.size;
    let mut rgba = Vec::with_capacity(w * h * 4);
    for c in &image.pixels {
        rgba.extend_from_slice(&c.to_srgba_unmultiplied());
    }
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, w as u32, h as u32);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgba)?;
    writer.finish()?;
    Ok(bytes)
}

/// A band of whole rows of the picture.
struct Target<'a> {
    pixels: &'a mut [Color32],
    width: usize,
    /// The whole picture's height.
    height: usize,
    /// The picture row of `pixels[0]`.
    first_row: usize,
}

impl Target<'_> {
    fn rows(&self) -> std::ops::Range<i64> {
        let first = self.first_row as i64;
        first..first + (self.pixels.len() / self.width) as i64
    }
}

fn draw_all(job: &RenderJob, mut target: Target<'_>) {
    let ppp = job.pixels_per_point;
    let (w, h) = (target.width as f32, target.height as f32);
    for clipped in &job.primitives {
        let Primitive::Mesh(mesh) = &clipped.primitive else {
            // Paint callbacks draw with a GPU; there is none here.
            continue;
        };
        // The scissor, rounded to whole pixels as egui's painters do.
        let clip = clipped.clip_rect;
        let x0 = (ppp * clip.min.x).round().clamp(0.0, w);
        let y0 = (ppp * clip.min.y).round().clamp(0.0, h);
        let x1 = (ppp * clip.max.x).round().clamp(x0, w);
        let y1 = (ppp * clip.max.y).round().clamp(y0, h);
        let scissor = Scissor {
            x: x0 as i64..x1 as i64,
            y: y0 as i64..y1 as i64,
        };
        if scissor.x.is_empty() || scissor.y.is_empty() {
            continue;
        }
        let texture = job.textures.get(mesh.texture_id);
        draw_mesh(&mut target, mesh, texture, ppp, &scissor);
    }
}

struct Scissor {
    x: std::ops::Range<i64>,
    y: std::ops::Range<i64>,
}

fn draw_mesh(
    target: &mut Target<'_>,
    mesh: &Mesh,
    texture: Option<&Texture>,
    ppp: f32,
    scissor: &Scissor,
) {
    // A texture that never arrived (it belongs to another context): draw nothing rather than
    // something wrong.
    let Some(texture) = texture else {
        return;
    };
    for triangle in mesh.indices.chunks_exact(3) {
        let corner = |i: u32| mesh.vertices.get(i as usize).copied();
        if let (Some(a), Some(b), Some(c)) = (
            corner(triangle[0]),
            corner(triangle[1]),
            corner(triangle[2]),
        ) {
            draw_triangle(target, [a, b, c], texture, ppp, scissor);
        }
    }
}

/// Vertices farther than this many pixels from the picture are not drawn: it keeps the edge
/// functions' integer arithmetic far from overflow, and nothing egui shows is that far out.
const MAX_PIXEL: f32 = 1_048_576.0;

/// A vertex position in 1/256 pixel, if within [`MAX_PIXEL`].
fn fixed(v: &Vertex, ppp: f32) -> Option<[i64; 2]> {
    let (x, y) = (v.pos.x * ppp, v.pos.y * ppp);
    (x.abs() < MAX_PIXEL && y.abs() < MAX_PIXEL)
        .then(|| [(x * SUBPIXEL).round() as i64, (y * SUBPIXEL).round() as i64])
}

fn rgba(c: Color32) -> [f32; 4] {
    let [r, g, b, a] = c.to_array();
    [r, g, b, a].map(|x| f32::from(x) / 255.0)
}

/// One edge a → b of a triangle: e(p) = (b − a) × (p − a), positive inside.
#[derive(Clone, Copy)]
struct Edge {
    /// e at the centre of pixel (0, 0).
    origin: i64,
    /// e's change per pixel to the right and per pixel down.
    step_x: i64,
    step_y: i64,
    /// 0 if a pixel centre exactly on the edge belongs to this triangle, else 1 (top-left
    /// rule: of two triangles sharing the edge, exactly one owns it).
    bias: i64,
}

impl Edge {
    fn new(a: [i64; 2], b: [i64; 2]) -> Self {
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let half = 1 << (SUBPIXEL_BITS - 1);
        let origin = dx * (half - a[1]) - dy * (half - a[0]);
        let owns = dy > 0 || (dy == 0 && dx < 0);
        Self {
            origin,
            step_x: -dy << SUBPIXEL_BITS,
            step_y: dx << SUBPIXEL_BITS,
            bias: i64::from(!owns),
        }
    }

    fn at(&self, x: i64, y: i64) -> i64 {
        self.origin + self.step_x * x + self.step_y * y
    }

    /// Narrows `span` (pixel columns of row `y`) to where this edge can be inside.
    fn narrow(&self, y: i64, span: &mut (i64, i64)) {
        let at_zero = self.origin + self.step_y * y - self.bias;
        if self.step_x == 0 {
            if at_zero < 0 {
                *span = (1, 0);
            }
            return;
        }
        // at_zero + step_x·x ≥ 0; one column of slack either side, the exact test decides.
        let cross = -(at_zero as f64) / self.step_x as f64;
        if self.step_x > 0 {
            span.0 = span.0.max(cross.floor() as i64 - 1);
        } else {
            span.1 = span.1.min(cross.ceil() as i64 + 1);
        }
    }
}

fn draw_triangle(
    target: &mut Target<'_>,
    mut v: [Vertex; 3],
    texture: &Texture,
    ppp: f32,
    scissor: &Scissor,
) {
    let (Some(p0), Some(p1), Some(p2)) = (fixed(&v[0], ppp), fixed(&v[1], ppp), fixed(&v[2], ppp))
    else {
        return;
    };
    let mut p = [p0, p1, p2];
    let mut area =
        (p[1][0] - p[0][0]) * (p[2][1] - p[0][1]) - (p[1][1] - p[0][1]) * (p[2][0] - p[0][0]);
    if area == 0 {
        return;
    }
    if area < 0 {
        p.swap(1, 2);
        v.swap(1, 2);
        area = -area;
    }
    // Pixels whose centres may be inside, within the scissor and this band.
    let bound = |i: usize, f: fn(i64, i64) -> i64| f(f(p[0][i], p[1][i]), p[2][i]);
    let rows = target.rows();
    let x_min = (bound(0, i64::min) >> SUBPIXEL_BITS).max(scissor.x.start);
    let x_max = ((bound(0, i64::max) >> SUBPIXEL_BITS) + 1).min(scissor.x.end - 1);
    let y_min = (bound(1, i64::min) >> SUBPIXEL_BITS)
        .max(scissor.y.start)
        .max(rows.start);
    let y_max = ((bound(1, i64::max) >> SUBPIXEL_BITS) + 1)
        .min(scissor.y.end - 1)
        .min(rows.end - 1);
    if x_min > x_max || y_min > y_max {
        return;
    }
    // e12 weighs vertex 0, e20 vertex 1, e01 vertex 2.
    let edges = [
        Edge::new(p[1], p[2]),
        Edge::new(p[2], p[0]),
        Edge::new(p[0], p[1]),
    ];
    let shading = Shading::new(&v, texture, area);
    let inv_area = 1.0 / area as f32;
    let width = target.width;
    for y in y_min..=y_max {
        let mut span = (x_min, x_max);
        for edge in &edges {
            edge.narrow(y, &mut span);
        }
        if span.0 > span.1 {
            continue;
        }
        let mut e = edges.map(|edge| edge.at(span.0, y));
        let row = (y - rows.start) as usize * width;
        for x in span.0..=span.1 {
            if e[0] >= edges[0].bias && e[1] >= edges[1].bias && e[2] >= edges[2].bias {
                let weights = [e[1] as f32 * inv_area, e[2] as f32 * inv_area];
                let src = shading.colour(weights);
                let dst = &mut target.pixels[row + x as usize];
                *dst = blend(src, *dst);
            }
            for (value, edge) in e.iter_mut().zip(&edges) {
                *value += edge.step_x;
            }
        }
    }
}

/// The colour of a triangle's pixels: vertex colour × texel, both premultiplied gamma.
enum Shading<'a> {
    /// The same everywhere (the usual case: an untextured shape samples the atlas's white).
    Constant([f32; 4]),
    Varying {
        /// Vertex 0's colour and uv, and their change towards vertices 1 and 2.
        colour: [[f32; 4]; 3],
        uv: [[f32; 2]; 3],
        /// `None` when every vertex has the same uv.
        texture: Option<(&'a Texture, TextureFilter)>,
        texel: [f32; 4],
    },
}

impl<'a> Shading<'a> {
    fn new(v: &[Vertex; 3], texture: &'a Texture, area: i64) -> Self {
        let same_colour = v[0].color == v[1].color && v[1].color == v[2].color;
        let same_uv = v[0].uv == v[1].uv && v[1].uv == v[2].uv;
        let [w, h] = texture.image.size;
        // Minified or magnified: the texels a triangle covers against its pixels.
        let (du1, du2) = (v[1].uv - v[0].uv, v[2].uv - v[0].uv);
        let texels = (du1.x * du2.y - du1.y * du2.x).abs() * w as f32 * h as f32;
        let pixels = area as f32 / (SUBPIXEL * SUBPIXEL);
        let filter = if texels > pixels {
            texture.options.minification
        } else {
            texture.options.magnification
        };
        let texel = if same_uv {
            sample(texture, filter, [v[0].uv.x, v[0].uv.y])
        } else {
            [1.0; 4]
        };
        if same_colour && same_uv {
            let c = rgba(v[0].color);
            return Self::Constant(std::array::from_fn(|i| c[i] * texel[i]));
        }
        let c = v.map(|v| rgba(v.color));
        let uv = v.map(|v| [v.uv.x, v.uv.y]);
        Self::Varying {
            colour: [
                c[0],
                std::array::from_fn(|i| c[1][i] - c[0][i]),
                std::array::from_fn(|i| c[2][i] - c[0][i]),
            ],
            uv: [
                uv[0],
                [uv[1][0] - uv[0][0], uv[1][1] - uv[0][1]],
                [uv[2][0] - uv[0][0], uv[2][1] - uv[0][1]],
            ],
            texture: (!same_uv).then_some((texture, filter)),
            texel,
        }
    }

    /// The colour at barycentric weights (of vertices 1 and 2).
    fn colour(&self, [l1, l2]: [f32; 2]) -> [f32; 4] {
        match self {
            Self::Constant(c) => *c,
            Self::Varying {
                colour,
                uv,
                texture,
                texel,
            } => {
                let texel = match texture {
                    Some((texture, filter)) => sample(
                        texture,
                        *filter,
                        [
                            uv[0][0] + l1 * uv[1][0] + l2 * uv[2][0],
                            uv[0][1] + l1 * uv[1][1] + l2 * uv[2][1],
                        ],
                    ),
                    None => *texel,
                };
                std::array::from_fn(|i| {
                    (colour[0][i] + l1 * colour[1][i] + l2 * colour[2][i]) * texel[i]
                })
            }
        }
    }
}

/// A texel coordinate moved into the texture by its wrap mode.
fn wrap(i: i64, size: usize, mode: TextureWrapMode) -> usize {
    let n = size as i64;
    let i = match mode {
        TextureWrapMode::ClampToEdge => i.clamp(0, n - 1),
        TextureWrapMode::Repeat => i.rem_euclid(n),
        TextureWrapMode::MirroredRepeat => {
            let phase = i.rem_euclid(2 * n);
            phase.min(2 * n - 1 - phase)
        }
    };
    i as usize
}

/// The texture at `uv`, nearest or bilinear on the premultiplied gamma bytes (as egui's
/// painters sample an `Rgba8Unorm` texture).
fn sample(texture: &Texture, filter: TextureFilter, [u, v]: [f32; 2]) -> [f32; 4] {
    let image = &texture.image;
    let [w, h] = image.size;
    if w == 0 || h == 0 {
        return [0.0; 4];
    }
    let mode = texture.options.wrap_mode;
    let texel = |x: i64, y: i64| rgba(image.pixels[wrap(y, h, mode) * w + wrap(x, w, mode)]);
    let (x, y) = (u * w as f32, v * h as f32);
    match filter {
        TextureFilter::Nearest => texel(x.floor() as i64, y.floor() as i64),
        TextureFilter::Linear => {
            let (x, y) = (x - 0.5, y - 0.5);
            let (fx, fy) = (x - x.floor(), y - y.floor());
            let (x0, y0) = (x.floor() as i64, y.floor() as i64);
            let (tl, tr) = (texel(x0, y0), texel(x0 + 1, y0));
            let (bl, br) = (texel(x0, y0 + 1), texel(x0 + 1, y0 + 1));
            std::array::from_fn(|i| {
                let top = tl[i] + (tr[i] - tl[i]) * fx;
                let bottom = bl[i] + (br[i] - bl[i]) * fx;
                top + (bottom - top) * fy
            })
        }
    }
}

/// Premultiplied "over", in gamma space, into 8 bits (egui's blend state).
fn blend(src: [f32; 4], dst: Color32) -> Color32 {
    let a = src[3].clamp(0.0, 1.0);
    if a >= 1.0 {
        let [r, g, b, _] = src.map(to_byte);
        return Color32::from_rgba_premultiplied(r, g, b, 255);
    }
    let d = rgba(dst);
    let keep = 1.0 - a;
    Color32::from_rgba_premultiplied(
        to_byte(src[0] + d[0] * keep),
        to_byte(src[1] + d[1] * keep),
        to_byte(src[2] + d[2] * keep),
        to_byte(a * (1.0 - d[3]) + d[3]),
    )
}

fn to_byte(x: f32) -> u8 {
    (x.clamp(0.0, 1.0) * 255.0).round() as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::epaint::ImageDelta;
    use egui::{Pos2, Rect, pos2};

    fn white_texture() -> Textures {
        let mut textures = Textures::default();
        let mut delta = TexturesDelta::default();
        delta.push(
            TextureId::Managed(0),
            ImageDelta::full(
                ColorImage::new([1, 1], vec![Color32::WHITE]),
                TextureOptions::LINEAR,
            ),
        );
        textures.set(&delta);
        delta.clear();
        textures
    }

    fn job(mesh: Mesh, size: [usize; 2], ppp: f32) -> RenderJob {
        RenderJob {
            primitives: vec![ClippedPrimitive {
                clip_rect: Rect::EVERYTHING,
                primitive: Primitive::Mesh(mesh),
            }],
            textures: white_texture(),
            pixels_per_point: ppp,
            size,
            background: Color32::BLACK,
        }
    }

    fn rect_mesh(rect: Rect, colour: Color32) -> Mesh {
        let mut mesh = Mesh::default();
        mesh.add_colored_rect(rect, colour);
        mesh
    }

    #[test]
    fn a_rectangle_fills_exactly_its_pixels_once() {
        // Two triangles sharing a diagonal through pixel centres: each pixel painted once, so
        // a half-transparent fill is the same everywhere.
        let half = Color32::from_rgba_premultiplied(100, 0, 0, 128);
        let rect = Rect::from_min_max(pos2(2.0, 1.0), pos2(12.0, 11.0));
        let image = render(&job(rect_mesh(rect, half), [16, 16], 1.0)).expect("drawn");
        for y in 0..16 {
            for x in 0..16 {
                let inside = rect.contains(pos2(x as f32 + 0.5, y as f32 + 0.5));
                let expected = if inside {
                    Color32::from_rgba_premultiplied(100, 0, 0, 255)
                } else {
                    Color32::BLACK
                };
                assert_eq!(image.pixels[y * 16 + x], expected, "pixel ({x}, {y})");
            }
        }
    }

    #[test]
    fn points_scale_to_pixels_and_the_scissor_clips() {
        let rect = Rect::from_min_max(Pos2::ZERO, pos2(4.0, 4.0));
        let mut s = job(rect_mesh(rect, Color32::WHITE), [10, 10], 2.0);
        s.primitives[0].clip_rect = Rect::from_min_max(Pos2::ZERO, pos2(3.0, 2.0));
        let image = render(&s).expect("drawn");
        let white = image
            .pixels
            .iter()
            .filter(|&&c| c == Color32::WHITE)
            .count();
        assert_eq!(white, 6 * 4);
        assert_eq!(image.pixels[3 * 10 + 5], Color32::WHITE);
        assert_eq!(image.pixels[4 * 10 + 5], Color32::BLACK);
    }

    #[test]
    fn textures_are_sampled_and_patched() {
        let mut textures = white_texture();
        let id = TextureId::Managed(1);
        let mut delta = TexturesDelta::default();
        let image = ColorImage::new([2, 1], vec![Color32::RED, Color32::BLUE]);
        delta.push(id, ImageDelta::full(image, TextureOptions::NEAREST));
        textures.set(&delta);
        delta.clear();
        let mut mesh = Mesh::with_texture(id);
        mesh.add_rect_with_uv(
            Rect::from_min_max(Pos2::ZERO, pos2(4.0, 2.0)),
            Rect::from_min_max(Pos2::ZERO, pos2(1.0, 1.0)),
            Color32::WHITE,
        );
        let mut s = job(mesh, [4, 2], 1.0);
        s.textures = textures.clone();
        let image = render(&s).expect("drawn");
        assert_eq!(image.pixels[0], Color32::RED);
        assert_eq!(image.pixels[3], Color32::BLUE);
        // A patch replaces the right texel.
        delta.push(
            id,
            ImageDelta::partial(
                [1, 0],
                ColorImage::new([1, 1], vec![Color32::GREEN]),
                TextureOptions::NEAREST,
            ),
        );
        textures.set(&delta);
        delta.clear();
        s.textures = textures;
        let image = render(&s).expect("drawn");
        assert_eq!(image.pixels[0], Color32::RED);
        assert_eq!(image.pixels[3], Color32::GREEN);
    }

    #[test]
    fn blending_is_premultiplied_over_in_gamma_space() {
        let half_white = Color32::from_rgba_premultiplied(128, 128, 128, 128);
        let out = blend(rgba(half_white), Color32::from_rgb(0, 0, 200));
        assert_eq!(out, Color32::from_rgb(128, 128, 228));
    }
}
