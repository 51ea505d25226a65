"""Why a file could not be written, in the player's language rather than Python's English."""

from __future__ import annotations

import errno
from collections.abc import Callable

_OS_WORDS = {errno.ENOSPC: "full", errno.EDQUOT: "full", errno.EACCES: "denied",
             errno.EPERM: "denied", errno.EROFS: "readonly", errno.EISDIR: "isdir",
             errno.ENOENT: "missing"}


def os_problem(t: Callable[..., str], exc: OSError) -> str:
    """`exc` worded through the translator `t` (`App.t`): the common causes by name."""
    path = exc.filename if exc.filename is not None else "?"
    kind = _OS_WORDS.get(exc.errno or 0, "other")
    return t(f"oserror.{kind}", path=path, code=exc.strerror or type(exc).__name__)
