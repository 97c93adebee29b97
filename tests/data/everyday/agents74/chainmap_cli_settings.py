"""Resolve effective settings from defaults, a config file, env vars and CLI flags."""
from collections import ChainMap

DEFAULTS = {"log_level": "info", "port": 8000, "workers": 2, "color": True, "region": "eu-west-1"}

CONFIG_FILE = """
# deploy.conf
port = 8080
workers = 4
region = us-east-2
"""

ENVIRON = {"APP_LOG_LEVEL": "debug", "APP_WORKERS": "6", "HOME": "/root", "APP_COLOR": "no"}
CLI_ARGS = ["--port", "9090", "--dry-run"]


def coerce(value: str, like):
    if isinstance(like, bool):
        return value.lower() in {"1", "true", "yes", "on"}
    if isinstance(like, int):
        return int(value)
    return value


def parse_config(text: str) -> dict:
    out = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        key, value = (s.strip() for s in line.split("=", 1))
        out[key] = coerce(value, DEFAULTS.get(key, ""))
    return out


def parse_env(environ: dict, prefix: str = "APP_") -> dict:
    return {
        k[len(prefix):].lower(): coerce(v, DEFAULTS.get(k[len(prefix):].lower(), ""))
        for k, v in environ.items()
        if k.startswith(prefix)
    }


def parse_cli(args: list[str]) -> dict:
    out, it = {}, iter(args)
    for arg in it:
        name = arg.lstrip("-").replace("-", "_")
        if name in DEFAULTS and not isinstance(DEFAULTS[name], bool):
            out[name] = coerce(next(it), DEFAULTS[name])
        else:
            out[name] = True
    return out


def main():
    layers = [("cli", parse_cli(CLI_ARGS)), ("env", parse_env(ENVIRON)), ("file", parse_config(CONFIG_FILE)), ("defaults", DEFAULTS)]
    settings = ChainMap(*(layer for _, layer in layers))
    names = [name for name, _ in layers]
    for key in sorted(settings):
        source = next(names[i] for i, m in enumerate(settings.maps) if key in m)
        print(f"{key:<10} = {settings[key]!r:<12} from {source}")
    print("len", len(settings), "dry_run" in settings, settings.get("timeout", 30))
    override = settings.new_child({"workers": 1})
    override["log_level"] = "warning"
    print("override:", override["workers"], override["log_level"], "| base:", settings["workers"], settings["log_level"])
    print("maps in override:", len(override.maps), "parents is base:", override.parents.maps == settings.maps)
    del override["log_level"]
    print("after del:", override["log_level"])
    try:
        del override["port"]
    except KeyError as exc:
        print("cannot delete from parent layer:", exc)
    print(dict(settings.parents)["port"], sorted(dict(override).items())[:3])
    return settings["port"]


if __name__ == "__main__":
    main()
