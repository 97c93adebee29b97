from tools.env.trusted.effects import read_env


def main(name: str) -> str:
    return read_env(name)
