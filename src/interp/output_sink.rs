//! Where a run's printed text also goes as it is printed (`clauz3 run` shows it live).

/// A receiver of a run's printed text, called once per `print` (and per effect body's output).
#[derive(Clone)]
pub struct OutputSink(pub std::sync::Arc<dyn Fn(&str) + Send + Sync>);

impl std::fmt::Debug for OutputSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OutputSink(..)")
    }
}
