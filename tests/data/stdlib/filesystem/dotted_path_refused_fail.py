from tools.filesystem.trusted.effects import read_file


def main(name: str) -> str:
    return read_file("data/" + name)
