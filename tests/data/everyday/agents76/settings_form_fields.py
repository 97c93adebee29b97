"""Render and validate a settings form generated from dataclass fields and their metadata."""
from dataclasses import MISSING, asdict, dataclass, field, fields, replace


@dataclass(kw_only=True)
class Settings:
    site_name: str = field(metadata={"label": "Site name", "help": "Shown in the title bar", "max": 20})
    max_upload_mb: int = field(default=10, metadata={"label": "Max upload (MB)", "min": 1, "max": 500})
    theme: str = field(default="light", metadata={"label": "Theme", "choices": ("light", "dark", "auto")})
    admins: list[str] = field(default_factory=list, metadata={"label": "Admins"})
    debug: bool = field(default=False, repr=False, metadata={"label": "Debug mode"})
    _cache: dict = field(default_factory=dict, init=False, repr=False, compare=False)


def describe() -> list[str]:
    rows = []
    for f in fields(Settings):
        if not f.init:
            continue
        meta = f.metadata
        if f.default is not MISSING:
            default = repr(f.default)
        elif f.default_factory is not MISSING:
            default = f"{f.default_factory.__name__}()"
        else:
            default = "required"
        extra = []
        if "choices" in meta:
            extra.append("one of " + "/".join(meta["choices"]))
        if "min" in meta or "max" in meta:
            extra.append(f"range {meta.get('min', '-')}..{meta.get('max', '-')}")
        type_name = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", str(f.type))
        rows.append(f"{meta.get('label', f.name):<16} {type_name:<10} {default:<10} {'; '.join(extra)}")
    return rows


def validate(raw: dict) -> tuple[Settings | None, list[str]]:
    errors = []
    clean = {}
    by_name = {f.name: f for f in fields(Settings) if f.init}
    for key in raw.keys() - by_name.keys():
        errors.append(f"unknown field {key!r}")
    for name, f in by_name.items():
        if name not in raw:
            continue
        value, meta = raw[name], f.metadata
        if f.type in (int, "int"):
            try:
                value = int(value)
            except ValueError:
                errors.append(f"{meta['label']}: {value!r} is not a whole number")
                continue
            if not meta.get("min", value) <= value <= meta.get("max", value):
                errors.append(f"{meta['label']}: {value} out of range")
        elif f.type in (bool, "bool"):
            value = str(value).lower() in ("1", "true", "on", "yes")
        elif isinstance(value, str) and "max" in meta and len(value) > meta["max"]:
            errors.append(f"{meta['label']}: longer than {meta['max']}")
        if "choices" in meta and value not in meta["choices"]:
            errors.append(f"{meta['label']}: {value!r} not in {meta['choices']}")
        clean[name] = value
    if "site_name" not in clean and not any(e.startswith("Site") for e in errors):
        errors.append("Site name: required")
    if errors:
        return None, sorted(errors)
    return Settings(**clean), []


SUBMISSIONS = [
    {"site_name": "Acme Docs", "max_upload_mb": "50", "theme": "dark", "debug": "on"},
    {"site_name": "A very long site name indeed", "max_upload_mb": "9000", "theme": "neon", "colour": "red"},
    {"max_upload_mb": "ten"},
    {"site_name": "Mini", "admins": ["root", "ops"]},
]


def main():
    print("\n".join(describe()))
    good = []
    for i, raw in enumerate(SUBMISSIONS):
        s, errs = validate(raw)
        if s:
            good.append(s)
            print(f"#{i} ok: {s}")
        else:
            print(f"#{i} errors:", *errs, sep="\n    ")
    print(asdict(good[0]))
    dark = replace(good[1], theme="dark")
    print(dark == good[1], dark.theme, good[1].theme, good[0].debug)
    try:
        Settings("positional")
    except TypeError as e:
        print("TypeError:", e)
    return len(good)


if __name__ == "__main__":
    main()
