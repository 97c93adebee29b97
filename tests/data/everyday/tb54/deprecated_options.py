"""Warning once about a deprecated setting, then going on with the new one."""
import warnings


def load(settings):
    if "timeout_ms" in settings:
        warnings.warn("timeout_ms is deprecated; use timeout", DeprecationWarning, stacklevel=2)
        settings["timeout"] = settings.pop("timeout_ms") / 1000
    return settings


def main():
    warnings.simplefilter("always")
    with warnings.catch_warnings(record=True) as caught:
        first = load({"timeout_ms": 2500})
    print(first, [str(w.message) for w in caught])
    return first["timeout"]
