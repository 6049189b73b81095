#pragma once
// What players type for others to read: nicknames and chat lines. One rule,
// kept by djed-server, djed-cli and the app alike (docs/protocol.md, "Names
// and values"), so that a name the server accepts is one every client shows
// as typed and every record reads back.
#include <string>
#include <string_view>

namespace djed::online {

// Why this cannot be a nickname, in one line naming what is wrong, or "" when
// it can: 1 to kMaxNameChars characters of well-formed UTF-8, nothing that
// shows nothing or reorders the text around it (djed::is_invisible), no
// space other than U+0020 and none at either end, no combining mark first.
std::string name_problem(std::string_view name);
// The same rule for a chat line of 1 to kMaxChatChars characters (spaces
// anywhere; not starting with a combining mark either).
std::string chat_problem(std::string_view text);

}  // namespace djed::online
