"""Validating service settings: warnings for odd values, errors for some, a record of all."""
import warnings


def check_port(port):
    if port < 1024:
        warnings.warn(f"port {port} needs root")
    return port


def check_workers(n):
    if n > 16:
        warnings.warn("too many workers, capping at 16", RuntimeWarning, stacklevel=2)
        return 16
    return n


def load(settings):
    return {
        "port": check_port(settings["port"]),
        "workers": check_workers(settings["workers"]),
    }


def main():
    loaded = []
    for s in [{"port": 80, "workers": 4}, {"port": 80, "workers": 32}, {"port": 8080, "workers": 64}]:
        loaded.append(load(s))
    warnings.filterwarnings("error", message="too many", category=RuntimeWarning)
    try:
        load({"port": 9000, "workers": 99})
    except RuntimeWarning as e:
        print("refused:", e)
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        load({"port": 22, "workers": 20})
        load({"port": 22, "workers": 20})
    for w in seen:
        print(w.category.__name__, w.message, w.lineno, w.filename.endswith(".py"))
    warnings.simplefilter("ignore", UserWarning)
    load({"port": 21, "workers": 1})
    warnings.simplefilter("once")
    for _ in range(3):
        warnings.warn("cache is cold", UserWarning)
    return loaded
