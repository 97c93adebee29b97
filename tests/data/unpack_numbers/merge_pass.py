def main(port: int, debug: bool) -> int:
    defaults = {"host": "localhost", "port": 80, "debug": False}
    overrides = {"port": port, "debug": debug}
    config = {**defaults, **overrides, "name": "api"}
    assert list(config) == ["host", "port", "debug", "name"]
    assert config["port"] == port
    assert config["host"] == "localhost"
    return len(config)
