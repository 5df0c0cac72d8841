"""The only module that imports WeasyPrint: HTML string (and card faces to stamp on it)
-> PDF file, written atomically."""

import os
import re
import warnings
from functools import lru_cache
from pathlib import Path

from companion.core.errors import MissingRequirement
from companion.paths import TEMPLATES
from companion.printing import booklet, fonts
from companion.printing.i18n import N_, _
from companion.printing.stamps import Stamps, apply

SIZED = re.compile(r"hb_codepoint_t\[\d+\]")   # a glyph array's C type, its length in it
PANGO_HINT = N_("install Pango, e.g. `sudo apt-get install libpango-1.0-0 libpangoft2-1.0-0` "
              "(Debian/Ubuntu) or `brew install pango` (macOS)")


def require_weasyprint():
    """Import WeasyPrint (and return it), turning missing system libraries into one line that
    says what to do. A machine without fonts is no reason for its warning: every document
    brings its own (fonts.py)."""
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", "No fonts configured in FontConfig")
            import weasyprint
    except (OSError, ImportError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise MissingRequirement(_("printing needs WeasyPrint's system libraries ({reason}): "
                                   "{hint}").format(reason=reason, hint=_(PANGO_HINT))) from None
    return weasyprint


def write(html: str, target: Path, stamps: Stamps | None = None,
          impose: tuple[float, float] | None = None) -> int:
    """Render `html` (with `stamps` placed on it; its pages imposed as a booklet on `impose`
    paper) to `target` via a temp file, so no partial PDF is left; return pages."""
    weasyprint = require_weasyprint()   # slow to import: only the print path pays for it

    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        document = weasyprint.HTML(string=html, base_url=str(TEMPLATES)).render(
            font_config=_fonts(), stylesheets=[_stylesheet()])
        document.write_pdf(tmp)
        if stamps:
            faces = weasyprint.HTML(string=stamps.html, base_url=str(TEMPLATES)).render(
                font_config=_fonts(), stylesheets=[_stylesheet()]).write_pdf()
            tmp.write_bytes(apply(tmp, faces, stamps))
        pages = len(document.pages)
        if impose:
            tmp.write_bytes(booklet.impose(tmp, impose))
            pages = booklet.padded(pages) // 2
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    return pages


@lru_cache(maxsize=1)
def shared_css() -> str:
    """What every printed document is styled by: its fonts and print.css."""
    faces = "".join(f'@font-face {{ font-family: "{f["family"]}"; font-weight: {f["weight"]}; '
                    f'src: url("{f["url"]}"); }}\n' for f in fonts.font_faces())
    return faces + (TEMPLATES / "print.css").read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def _stylesheet():
    """shared_css parsed once a process (each document parsed it again: 18 ms a render, two
    renders a set of cards), its fonts registered in the process's configuration. Given as a
    user stylesheet, below each document's own <style> (its page size and accent) as before
    (print.css sets neither)."""
    from multiprocessing.util import Finalize

    from weasyprint import CSS

    sheet = CSS(string=shared_css(), base_url=str(TEMPLATES), font_config=_fonts())
    # let go of it at exit before the font configuration's clean-up (priority 0): held to
    # the end, the configuration outlived WeasyPrint's module and its clean-up failed there
    Finalize(sheet, _stylesheet.cache_clear, exitpriority=1)
    return sheet


@lru_cache(maxsize=1)
def _fonts():
    """One font configuration a process, holding the bundled faces only: each PDF declares
    the same fonts, registered once, and the system's fonts are never consulted (where the
    machine has DejaVu too, fontconfig would pick either copy of a face, and a page could
    embed the system's beside ours). Its folder of font files goes when the process ends, a
    worker's too (a worker leaves by os._exit, so only multiprocessing's own exit hooks run
    there). Set up with it, once a process: cffi's glyph arrays (`_unsized_glyph_arrays`)."""
    from multiprocessing.util import Finalize

    from weasyprint.text.fonts import FontConfiguration
    from weasyprint.text.ffi import ffi, fontconfig, pangoft2

    _unsized_glyph_arrays()
    config = FontConfiguration()
    ffi.cdef("FcConfig * FcConfigCreate (void);")   # a configuration with no fonts
    empty = fontconfig.FcConfigCreate()
    pangoft2.pango_fc_font_map_set_config(ffi.cast("PangoFcFontMap *", config.font_map), empty)
    fontconfig.FcConfigDestroy(empty)   # the font map keeps its own reference
    config._config = empty   # where @font-face rules add the bundled faces
    Finalize(config, FontConfiguration.__del__, args=(config,), exitpriority=0)
    return config


def _unsized_glyph_arrays() -> None:
    """WeasyPrint subsets each font of each PDF with arrays it asks cffi for as
    `hb_codepoint_t[N]`, N the count of glyphs used, and cffi parses each new N's type with
    pycparser (40-50 a kit a process, 0.1-0.25 s). The same array given as
    `hb_codepoint_t[]` and its N values is the same memory, its type parsed once."""
    from weasyprint.text.ffi import ffi

    new = ffi.new

    def one_type(cdecl, init=None):
        if isinstance(cdecl, str) and SIZED.fullmatch(cdecl) and init is not None \
                and len(init) == int(cdecl[15:-1]):
            cdecl = "hb_codepoint_t[]"
        return new(cdecl, init)

    ffi.new = one_type


def warm_up() -> None:
    """Render a trivial page once, so imports, font caches and the shared stylesheet are
    ready before the work."""
    weasyprint = require_weasyprint()
    import pypdf  # noqa: F401   (stamps.apply's)

    html = f"<p style='font-family: {fonts.FAMILY}'>warm</p>"   # a bundled face
    weasyprint.HTML(string=html).render(font_config=_fonts(),
                                        stylesheets=[_stylesheet()]).write_pdf()
