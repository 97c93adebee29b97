//! Parsing a program's files on a second thread while the first does other start-up work.
//!
//! A `clauz3 prove` process spends a fifth of its instructions parsing the program, its trusted
//! files and clauz3's own modules, and a third making the Z3 context, one after the other on
//! one core. The context must be made on the thread that proves, and the lowered program
//! cannot leave the thread that lowers it (`Rc`s throughout), but parse trees can: a helper
//! thread reads and parses every file the load will read, and hands the trees over (see
//! `syntax::hand_over`), so the load finds them parsed. Each tree is what parsing its text
//! gives; a file that does not parse is left for the load to parse and report, so verdicts and
//! messages do not change.

use super::{read_roots, LoadOptions, LOWER_STACK};
use crate::layer;
use crate::syntax::{self, Trees};
use std::path::{Path, PathBuf};
use std::thread::JoinHandle;

/// Files being parsed on a helper thread for a load of the same program on this one.
pub struct ParsingAhead(Option<JoinHandle<Trees>>);

/// Starts parsing, on a thread of its own, the files a [`super::Program::load`] of `path` with
/// `options` will parse (nothing when the thread cannot be started).
pub fn parse_ahead(path: &Path, options: &LoadOptions) -> ParsingAhead {
    let (path, options) = (path.to_path_buf(), options.clone());
    // The load parses on a stack this large (`with_stack`), so the helper can parse what it can.
    let thread = std::thread::Builder::new().name("parse-ahead".into()).stack_size(LOWER_STACK);
    ParsingAhead(thread.spawn(move || parse_for_load(&path, &options)).ok())
}

impl ParsingAhead {
    /// Leaves the trees for this thread's next load once the helper is done, waiting for it
    /// when `wait`. Not waiting, a helper still at work is let go and the load parses for
    /// itself: on a busy machine the helper may not have had a core yet.
    pub fn hand_over(self, wait: bool) {
        let done = self.0.filter(|thread| wait || thread.is_finished());
        if let Some(trees) = done.and_then(|thread| thread.join().ok()) {
            syntax::hand_over(trees);
        }
    }
}

/// Every file a load of `path` reads and that parses, with its tree: the program, its trusted
/// roots' files (those of `options`, else discovered next to it), the bundled libraries it
/// imports, and clauz3's own modules the load adds.
fn parse_for_load(path: &Path, options: &LoadOptions) -> Trees {
    let Ok(text) = crate::loader::read_source(path) else { return Trees::default() };
    let roots: Vec<PathBuf> = options.roots(|| crate::loader::discover_roots(path));
    let mut files = read_roots(&roots, &options.import_roots).map(|r| r.concat()).unwrap_or_default();
    layer::stdlib::add_imported(&text, &mut files);
    let pure = layer::embedded::wanted_pure(&text, &files);
    let shipped = layer::shipped_texts(&pure).into_iter().map(str::to_owned);
    syntax::parse_for_another_thread(std::iter::once(text).chain(files.into_iter().map(|f| f.text)).chain(shipped))
}
