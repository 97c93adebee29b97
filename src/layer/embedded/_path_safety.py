"""Lexical checks on path and URL strings, for the preconditions of trusted effects.

Every function here looks only at the text, never at a file system, so the prover reads
it through the same evaluator as the interpreter and a precondition built from it is an
obligation at each call.
"""


def has_no_parent_segments(path: str) -> bool:
    """No ``..`` component, with ``/``, ``\\`` and a drive ``:`` all ending a component."""
    # A text without ``..`` at all is the easy case an agent's guard usually gives.
    if ".." not in path:
        return True
    return (
        path != ".."
        and not path.startswith("../")
        and not path.startswith("..\\")
        and not path.endswith("/..")
        and not path.endswith("\\..")
        and "/../" not in path
        and "/..\\" not in path
        and "\\../" not in path
        and "\\..\\" not in path
        and ":.." not in path
    )


def has_plain_segments(path: str) -> bool:
    """No backslash, no empty component and no ``.`` component after the first one."""
    if "//" in path or "\\" in path:
        return False
    if "/." not in path:
        return True
    return "/./" not in path and not path.endswith("/.")


def is_plain_path(path: str) -> bool:
    """What a filesystem effect asks of a path: no ``..``, ``.`` or empty segments, no ``\\``."""
    return has_no_parent_segments(path) and has_plain_segments(path)


def url_has_no_parent_segments(url: str) -> bool:
    """No ``..`` segment, literal or reachable by repeated percent-decoding.

    Encoded dots and separators are refused, and so are the encodings that could spell one
    on a later decoding pass (an encoded ``%`` or encoded hex digits of those tokens), and
    literal dots followed by an encoding or by the query or fragment marker.
    """
    if not has_no_parent_segments(url):
        return False
    return (
        "%2e" not in url
        and "%2E" not in url
        and "%2f" not in url
        and "%2F" not in url
        and "%5c" not in url
        and "%5C" not in url
        and "%25" not in url
        and "%32" not in url
        and "%35" not in url
        and "%43" not in url
        and "%63" not in url
        and "%45" not in url
        and "%65" not in url
        and "%46" not in url
        and "%66" not in url
        and "..%" not in url
        and "..?" not in url
        and "..#" not in url
    )


def is_single_path_component(name: str) -> bool:
    """One path component: no separator, no drive ``:``, not ``.`` nor ``..``."""
    return "/" not in name and "\\" not in name and ":" not in name and name != "." and name != ".."
