def main(port: int) -> int:
    defaults = {"host": "localhost", "port": 80}
    config = {**defaults, "port": port}
    assert config["port"] == 80
    return len(config)
