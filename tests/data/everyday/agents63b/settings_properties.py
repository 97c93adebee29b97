"""Application settings with validating properties and errors chained with `from`."""
from typing import Any, Dict, Optional


class SettingsError(Exception):
    pass


class InvalidSetting(SettingsError):
    def __init__(self, name: str, value: Any, reason: str):
        super().__init__(f"{name}={value!r}: {reason}")
        self.name = name


class Settings:
    _LEVELS = ("debug", "info", "warning", "error")

    def __init__(self, **values: Any) -> None:
        self._port = 8080
        self._level = "info"
        self._timeout: Optional[float] = None
        self.extras: Dict[str, str] = {}
        for key, value in values.items():
            if not hasattr(type(self), key):
                self.extras[key] = str(value)
                continue
            setattr(self, key, value)

    @property
    def port(self) -> int:
        return self._port

    @port.setter
    def port(self, value: Any) -> None:
        try:
            port = int(value)
        except (TypeError, ValueError) as exc:
            raise InvalidSetting("port", value, "not a number") from exc
        if not 1 <= port <= 65535:
            raise InvalidSetting("port", value, "out of range")
        self._port = port

    @property
    def level(self) -> str:
        return self._level

    @level.setter
    def level(self, value: str) -> None:
        v = value.lower()
        if v not in self._LEVELS:
            raise InvalidSetting("level", value, f"choose one of {', '.join(self._LEVELS)}")
        self._level = v

    @property
    def timeout(self) -> Optional[float]:
        return self._timeout

    @timeout.setter
    def timeout(self, value: Any) -> None:
        if value in (None, "", "none"):
            self._timeout = None
            return
        try:
            t = float(value)
        except ValueError as exc:
            raise InvalidSetting("timeout", value, "not a float") from exc
        if t <= 0:
            raise InvalidSetting("timeout", value, "must be positive")
        self._timeout = t

    @timeout.deleter
    def timeout(self) -> None:
        self._timeout = None

    @property
    def verbose(self) -> bool:
        return self._level == "debug"

    def __repr__(self) -> str:
        return f"Settings(port={self.port}, level={self.level!r}, timeout={self.timeout}, extras={self.extras})"


def load(env: Dict[str, str]) -> Settings:
    values = {k[4:].lower(): v for k, v in env.items() if k.startswith("APP_")}
    try:
        return Settings(**values)
    except InvalidSetting as exc:
        raise SettingsError(f"could not load settings from {len(values)} variable(s)") from exc


def main():
    envs = [
        {"APP_PORT": "9000", "APP_LEVEL": "DEBUG", "HOME": "/root"},
        {"APP_PORT": "http", "APP_LEVEL": "info"},
        {"APP_PORT": "70000"},
        {"APP_TIMEOUT": "2.5", "APP_REGION": "eu-west"},
        {"APP_TIMEOUT": "-1"},
        {"APP_LEVEL": "loud"},
        {"APP_TIMEOUT": "soon"},
    ]
    for env in envs:
        try:
            s = load(env)
        except SettingsError as exc:
            cause = exc.__cause__
            inner = cause.__cause__
            print(f"error: {exc}\n   because {cause}" + (f"\n   from {type(inner).__name__}: {inner}" if inner else ""))
        else:
            print(s, "verbose" if s.verbose else "quiet")
    s = Settings(timeout=3)
    del s.timeout
    print(s.timeout, s.port)
    try:
        s.verbose = True
    except AttributeError as exc:
        print("AttributeError:", exc)
    s.port = "443"
    print(s.port + 1, isinstance(Settings.port, property), Settings.level.fget.__name__)


if __name__ == "__main__":
    main()
