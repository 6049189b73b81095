#pragma once
// The pieces on the board. Rows keep their identity from one snapshot to the
// next (a moved piece keeps its row), so QML can animate it to its new cell.
#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "djed/game_info.hpp"
#include "djed/geometry.hpp"

namespace djed::gui {

class PieceModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Owned by a SessionModel")
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  // crowd, crowdSize: the piece's place among the pieces on its cell at
  // its level, and how many there are (an area shows them side by side).
  enum Role { CellIdRole = Qt::UserRole + 1, OwnerRole, ImageRole, NameRole, SpotRole, LevelRole, FrozenRole, ActiveRole, PathRole,
              CrowdRole, CrowdSizeRole };
  explicit PieceModel(QObject* parent = nullptr);

  // The game whose pieces these are: their images and names come from it.
  void set_game(const GameInfo* info) { info_ = info; }
  // The pieces' names again, in the language now chosen.
  void retranslate();

  // `moved` is the last action played, so the piece it moved keeps its row
  // and carries the path it walked.
  void update(const std::vector<PieceView>& pieces, const ActionView* moved = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

 signals:
  void countChanged();

 private:
  struct Row {
    PieceView piece;
    std::vector<int> path;
    int crowd = 0;
    int crowd_size = 1;
  };
  // Each row's place among the pieces on its cell, told where it changed.
  void count_crowds();
  std::vector<Row> rows_;
  const GameInfo* info_ = nullptr;
};

}  // namespace djed::gui
