_MISSING = object()
DEFAULTS = {"retries": 3}


def setting(name, default=_MISSING):
    value = DEFAULTS.get(name, _MISSING)
    if value is _MISSING:
        if default is _MISSING:
            raise KeyError(name)
        return default
    return value


def main(x: int) -> int:
    picked = x if x > 5 else _MISSING
    if picked is _MISSING:
        return setting("retries")
    total = setting("timeout", picked) + setting("retries")
    assert total > 8
    return total
