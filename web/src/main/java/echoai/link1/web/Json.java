package echoai.link1.web;

/** The little JSON the page's functions return: strings escaped, an error object. */
final class Json {
    private Json() {
    }

    /** {@code text} as a JSON string literal. */
    static String string(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                default -> {
                    if (c < 0x20) {
                        String hex = Integer.toHexString(c);
                        out.append("\\u").append("0000".substring(hex.length())).append(hex);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    /** {@code {"error": message}}. */
    static String error(String message) {
        return "{\"error\":" + string(message == null ? "error" : message) + "}";
    }
}
