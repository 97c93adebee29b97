"""Checks paths with clauz3's own helper module, which agent code may not import."""

from clauz3._path_safety import is_plain_path


def main() -> None:
    for path in ["notes/a.md", "../etc/passwd", "a//b"]:
        print(path, is_plain_path(path))


main()
