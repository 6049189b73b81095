#pragma once
// The browser's pages djed-server serves beside its WebSocket, on the same
// port: the files of one folder, read once at start into memory (so that no
// request ever touches the file system), and the answer to a plain HTTP
// request for one of them. No Beast here: the sessions write the answer.
//
// Safe by default: only GET and HEAD; a path is looked up among the files
// read, never joined to a folder; every answer carries a Content-Security-
// Policy that lets the page load from this server alone and talk to it
// alone, and refuses framing and guessed content types.
#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "djed/result.hpp"

namespace djed::server {

class WebFiles {
 public:
  // What a folder may hold: files of these kinds, in folders no deeper than
  // this, this many in all and this many bytes together.
  static constexpr std::size_t kMaxFiles = 256;
  static constexpr std::size_t kMaxBytes = 16u << 20;
  static constexpr int kMaxDepth = 4;

  struct Answer {
    int status = 200;
    std::vector<std::pair<std::string, std::string>> headers;  // besides Content-Length
    std::string body;  // left out by the session for HEAD
  };

  // The files of `folder` (index.html among them). Hidden files and files
  // of other kinds are passed over; an error names a folder that cannot be
  // read, has no index.html, or holds more than the limits.
  static Result<std::shared_ptr<const WebFiles>> load(const std::filesystem::path& folder);
  // A server without pages: every request is told where to go instead.
  static std::shared_ptr<const WebFiles> none();
  // The browser's pages installed beside this program: ../share/djed/web
  // from the running program's folder (the package's /usr/share/djed/web,
  // a build's build/share/djed/web), when they are there.
  static std::optional<std::filesystem::path> installed_folder();

  // The answer to `method` `target` ("/", "/app.js?v=2", "/K7QX" — an
  // invite code opens the page, which reads the code from its address).
  Answer answer(std::string_view method, std::string_view target) const;

  std::size_t count() const { return files_.size(); }

 private:
  struct File {
    std::string type;
    std::string body;
  };
  Answer file_answer(const File& file, bool page) const;
  std::map<std::string, File, std::less<>> files_;  // by path from the folder: "/index.html"
};

}  // namespace djed::server
